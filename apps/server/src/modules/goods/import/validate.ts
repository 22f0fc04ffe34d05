/** Checks every row of an uploaded sheet against its import's rules; nothing is written. */
import { IMPORT_MAX_ROWS } from '@shop/shared';
import type { Db } from '../../../db/client';
import { refused } from '../../../lib/errors';
import { readRows } from '../../../lib/read-sheet';
import type { Sheet } from './sheet';

export interface Reject {
  row: number;
  reason: string;
}

/** Rows validated between progress reports (and yields), so a 10,000-row check does not hold the event loop. */
const SLICE = 500;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const clean = (h: string) => h.replace(/[*＊\s]/g, '');

/**
 * The valid rows and the rejected ones, by the spreadsheet's own row numbers. `report` is told the
 * progress every slice; when it answers false (the job was cancelled) the check stops with null.
 */
export async function checkRows(
  db: Db,
  sheet: Sheet<unknown, unknown>,
  buf: Buffer,
  report: (processed: number, total: number) => Promise<boolean>,
): Promise<{ total: number; rows: { row: number; value: unknown }[]; rejects: Reject[] } | null> {
  // The header, the limit and room for blank lines; past that the reader stops (a 422 too).
  const { rows } = await readRows(buf, {
    maxRows: IMPORT_MAX_ROWS + 1 + 1000,
    tooMany: `一次最多导入 ${IMPORT_MAX_ROWS} 行`,
  });
  const header = (rows[0] ?? []).map(clean);
  const index = new Map<string, number>();
  for (const c of sheet.columns) {
    const at = header.indexOf(clean(c.header));
    if (at >= 0) index.set(c.key, at);
    else if (c.required) throw refused(`缺少列「${c.header}」，请使用下载的模板`);
  }
  const data = rows.slice(1);
  // Blank trailing lines are what spreadsheets leave behind, not rows to report.
  while (data.length > 0 && data[data.length - 1]!.every((c) => c.trim() === '')) data.pop();
  if (data.length === 0) throw refused('文件中没有数据行');
  if (data.length > IMPORT_MAX_ROWS) throw refused(`一次最多导入 ${IMPORT_MAX_ROWS} 行`);
  const total = data.length;
  if (!(await report(0, total))) return null;
  const ctx = await sheet.prepare(db);
  const seen = new Set<string>();
  const valid: { row: number; value: unknown }[] = [];
  const rejects: Reject[] = [];
  for (let i = 0; i < data.length; i++) {
    const cells = data[i]!;
    const fields: Record<string, string> = {};
    for (const [key, at] of index) fields[key] = cells[at] ?? '';
    const rowNo = i + 2; // the spreadsheet's own row number (header is row 1)
    if (cells.every((c) => c.trim() === '')) {
      rejects.push({ row: rowNo, reason: '空行' });
    } else {
      const res = sheet.check(fields, ctx, seen);
      if (res.ok) valid.push({ row: rowNo, value: res.value });
      else rejects.push({ row: rowNo, reason: res.reason });
    }
    if ((i + 1) % SLICE === 0) {
      if (!(await report(i + 1, total))) return null;
      await tick();
    }
  }
  return { total, rows: valid, rejects };
}
