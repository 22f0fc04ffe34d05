/**
 * Turns an uploaded file into rows of strings. The format is decided by the file's first bytes,
 * never by its name: .xlsx is a ZIP (PK\x03\x04); anything else must be text (CSV) — UTF-8, or GBK
 * as Excel on a Chinese Windows saves CSV. Old binary .xls and other files are refused.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { invalid } from './errors';
import type { SheetJob, SheetResult } from './read-sheet.worker';

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

export type FileFormat = 'xlsx' | 'csv';

export function sniffFormat(buf: Buffer): FileFormat {
  if (buf.length === 0) throw invalid('文件为空');
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0]))
    throw invalid('不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx');
  if (buf.subarray(0, 64 * 1024).includes(0)) throw invalid('文件不是 Excel(.xlsx) 或 CSV 文件');
  return 'csv';
}

function decodeText(buf: Buffer): string {
  const body = startsWith(buf, [0xef, 0xbb, 0xbf]) ? buf.subarray(3) : buf;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('gbk').decode(body);
  }
}

/** RFC 4180: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** What an .xlsx may inflate to in all (the ZIP directory's sizes, checked before inflating). */
export const MAX_XLSX_INFLATED_BYTES = 64 * 1024 * 1024;
/** The reading worker's heap cap and deadline: a file that lies about its sizes stops here. */
const WORKER_HEAP_MB = 192;
const WORKER_DEADLINE_MS = 15_000;

const TOO_BIG = '文件解压后过大（可能是异常文件），请删除多余的行和工作表后重新上传';

/**
 * The ZIP central directory's uncompressed sizes, summed without inflating anything: a 572 KB
 * workbook that inflates to gigabytes is refused here. ZIP64 (files over 4 GB) is refused outright.
 */
export function checkZipDirectory(buf: Buffer, max = MAX_XLSX_INFLATED_BYTES): void {
  const corrupt = () => invalid('Excel 文件已损坏或不是 .xlsx 格式');
  // End of central directory: 22 bytes plus a comment of at most 65535, at the very end.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const entries = buf.readUInt16LE(eocd + 10);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirOffset === 0xffffffff) throw invalid(TOO_BIG);
  let at = dirOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw corrupt();
    const size = buf.readUInt32LE(at + 24);
    if (size === 0xffffffff) throw invalid(TOO_BIG);
    total += size;
    if (total > max) throw invalid(TOO_BIG);
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
}

/**
 * The worker is TypeScript like the rest: the server runs under tsx, whose loader a worker thread
 * does not inherit, so the worker registers it first (a built .js worker would need none).
 */
const WORKER_FILE = new URL(
  `./read-sheet.worker${path.extname(fileURLToPath(import.meta.url))}`,
  import.meta.url,
).href;
const TSX_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const WORKER_BOOT = WORKER_FILE.endsWith('.ts')
  ? `import(${JSON.stringify(TSX_API)}).then((m) => { m.register(); return import(${JSON.stringify(WORKER_FILE)}); })`
  : `import(${JSON.stringify(WORKER_FILE)})`;

/**
 * The first sheet's rows (at most maxRows, and whether there were more), read by a worker thread
 * so the event loop keeps answering (/api/health included) whatever the file holds; the worker is
 * stopped at its heap cap or its deadline, and the caller gets a Chinese 422.
 */
function readXlsx(buf: Buffer, maxRows: number): Promise<{ rows: string[][]; more: boolean }> {
  checkZipDirectory(buf);
  return new Promise((resolve, reject) => {
    const job: SheetJob = { buf: new Uint8Array(buf), maxRows };
    const worker = new Worker(WORKER_BOOT, {
      eval: true,
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      fn();
      void worker.terminate();
    };
    const deadline = setTimeout(
      () => settle(() => reject(invalid('文件内容过多，读取超时，请删除多余的行后重新上传'))),
      WORKER_DEADLINE_MS,
    );
    worker.once('message', (result: SheetResult) =>
      settle(() => {
        if ('rows' in result) resolve(result);
        else if (result.error === 'no_sheet') reject(invalid('Excel 文件中没有工作表'));
        else reject(invalid('Excel 文件已损坏或不是 .xlsx 格式'));
      }),
    );
    // ERR_WORKER_OUT_OF_MEMORY at the heap cap, or anything else that ends it early.
    worker.once('error', () => settle(() => reject(invalid(TOO_BIG))));
    worker.once('exit', () => settle(() => reject(invalid(TOO_BIG))));
  });
}

export interface ReadOptions {
  /** Rows read at most (the header included); a file with more is refused with `tooMany`. */
  maxRows: number;
  tooMany: string;
}

export async function readRows(
  buf: Buffer,
  opts: ReadOptions,
): Promise<{ format: FileFormat; rows: string[][] }> {
  const format = sniffFormat(buf);
  if (format === 'csv') {
    const rows = parseCsv(decodeText(buf));
    if (rows.length > opts.maxRows) throw invalid(opts.tooMany);
    return { format, rows };
  }
  const { rows, more } = await readXlsx(buf, opts.maxRows);
  if (more) throw invalid(opts.tooMany);
  return { format, rows };
}
