/** Import templates (xlsx or csv); other downloads are written by lib/xlsx.ts (toXlsx, sendFile). */
import ExcelJS from 'exceljs';
import type { Column } from './sheet';

export const CSV_TYPE = 'text/csv; charset=utf-8';

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** UTF-8 with a BOM, so Excel opens the Chinese headers correctly. */
export const toCsv = (rows: string[][]) =>
  Buffer.from(`\ufeff${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`);

/** The template: headers (required ones marked *), one example row, and a sheet explaining each column. */
export async function templateFile(
  title: string,
  columns: Column[],
  format: 'xlsx' | 'csv',
): Promise<Buffer> {
  const headers = columns.map((c) => (c.required ? `*${c.header}` : c.header));
  if (format === 'csv') return toCsv([headers, columns.map((c) => c.example)]);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = headers.map((h) => ({ header: h, width: Math.max(12, h.length * 2 + 4) }));
  ws.getRow(1).font = { bold: true };
  // Text format keeps barcodes and batch numbers such as 0123 from turning into numbers.
  ws.columns.forEach((c) => {
    c.numFmt = '@';
  });
  ws.addRow(columns.map((c) => c.example));
  const help = wb.addWorksheet('填写说明');
  help.columns = [
    { header: '列', width: 16 },
    { header: '必填', width: 8 },
    { header: '说明', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of columns) help.addRow([c.header, c.required ? '是' : '', c.note]);
  help.addRow([]);
  help.addRow(['', '', '第2行是示例，导入前请删除或替换；每次最多 20000 行。']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
