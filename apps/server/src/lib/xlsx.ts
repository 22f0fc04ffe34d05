import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface XlsxColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
}

/** One sheet with a bold, frozen header row: what an inspector or accountant opens in Excel/WPS. */
export async function toXlsx<T>(sheetName: string, columns: XlsxColumn<T>[], rows: T[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '康源医药网后台';
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => c.value(row)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Sends a file download with a UTF-8 (Chinese) file name. */
export function sendFile(reply: FastifyReply, buf: Buffer, fileName: string, type: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'no-store')
    .send(buf);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
