/**
 * Turns an uploaded file into rows of strings. The format is decided by the file's first bytes,
 * never by its name: .xlsx is a ZIP (PK\x03\x04); anything else must be text (CSV) — UTF-8, or GBK
 * as Excel on a Chinese Windows saves CSV. Old binary .xls and other files are refused.
 */
import ExcelJS from 'exceljs';
import { invalid } from './errors';

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

const pad = (n: number) => String(n).padStart(2, '0');

/** What a cell shows, as text: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
export function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Math.round(v * 1e6) / 1e6);
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'string') return v;
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('result' in v) return cellText(v.result);
  if ('text' in v) return String(v.text);
  if ('error' in v) return '';
  return '';
}

async function readXlsx(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw invalid('Excel 文件已损坏或不是 .xlsx 格式');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw invalid('Excel 文件中没有工作表');
  const rows: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows[n - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

export async function readRows(buf: Buffer): Promise<{ format: FileFormat; rows: string[][] }> {
  const format = sniffFormat(buf);
  const rows = format === 'xlsx' ? await readXlsx(buf) : parseCsv(decodeText(buf));
  return { format, rows };
}
