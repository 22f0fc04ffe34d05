/**
 * Reads the first worksheet of an .xlsx off the event loop (lib/read-sheet.ts starts it with a
 * memory cap and a deadline, after the ZIP directory's sizes passed). ExcelJS's streaming reader
 * would stop earlier, but it decodes each inflated chunk on its own and garbled a Chinese
 * character cut between two chunks (9 of 10,000 rows of the import test); the whole-workbook
 * reader is exact, and the caps bound what it may cost. Rows past `maxRows` are never turned into text.
 */
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { cellText } from './cell-text';

export interface SheetJob {
  buf: Uint8Array;
  maxRows: number;
}
export type SheetResult = { rows: string[][]; more: boolean } | { error: 'corrupt' | 'no_sheet' };

async function read({ buf, maxRows }: SheetJob): Promise<SheetResult> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(Buffer.from(buf) as unknown as ArrayBuffer);
  } catch {
    return { error: 'corrupt' };
  }
  const ws = wb.worksheets[0];
  if (!ws) return { error: 'no_sheet' };
  if (ws.rowCount > maxRows) return { rows: [], more: true };
  const rows: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows[n - 1] = Array.from(cells, (c) => c ?? '');
  });
  return { rows: Array.from(rows, (r) => r ?? []), more: false };
}

const port = parentPort;
if (port) {
  read(workerData as SheetJob).then(
    (result) => port.postMessage(result),
    () => port.postMessage({ error: 'corrupt' } satisfies SheetResult),
  );
}
