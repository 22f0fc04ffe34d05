import type ExcelJS from 'exceljs';

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
