import type { PdfColumn, PdfDoc } from './index';

/**
 * A bordered table whose rows grow to hold every cell's whole text (GSP documents must not cut a
 * maker's name short), breaking to a new page with the header repeated when a row would not fit.
 * Returns the number of pages the table ran over (1 when it stayed on the current page).
 */
export function drawWrappedTable(
  doc: PdfDoc,
  columns: readonly PdfColumn[],
  rows: readonly string[][],
  fontSize = 8.5,
): number {
  const left = doc.page.margins.left;
  const pad = 3;
  let pages = 1;
  let y = doc.y;
  const heightOf = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'cjk-bold' : 'cjk').fontSize(fontSize);
    return (
      Math.max(...columns.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.width - pad * 2 }))) +
      pad * 2
    );
  };
  const line = (cells: readonly string[], bold: boolean, h: number) => {
    let x = left;
    doc.font(bold ? 'cjk-bold' : 'cjk').fontSize(fontSize);
    columns.forEach((col, i) => {
      doc.rect(x, y, col.width, h).stroke('#999999');
      doc.fillColor('#000000').text(cells[i] ?? '', x + pad, y + pad, {
        width: col.width - pad * 2,
        align: col.align ?? 'left',
      });
      x += col.width;
    });
    y += h;
  };
  const titles = columns.map((c) => c.title);
  const headH = heightOf(titles, true);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  line(titles, true, headH);
  for (const r of rows) {
    const h = heightOf(r, false);
    if (y + h > bottom()) {
      doc.addPage();
      pages++;
      y = doc.page.margins.top;
      line(titles, true, headH);
    }
    line(r, false, h);
  }
  doc.font('cjk');
  doc.x = left;
  doc.y = y + 6;
  return pages;
}
