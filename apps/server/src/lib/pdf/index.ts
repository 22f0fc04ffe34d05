import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

/**
 * One way to draw a PDF with Chinese text (e-invoices, 随货同行单). The CJK font ships with the
 * server (Noto Sans SC, OFL, subset to ASCII + GB2312 + the characters of our data, assets/fonts)
 * so a fresh machine needs no system fonts; pdfkit embeds only the glyphs a document uses (a
 * one-page invoice is ~30 KB, not the 2.3 MB subset).
 */
const font = (file: string) => fileURLToPath(new URL(`../../../assets/fonts/${file}`, import.meta.url));
export const CJK_FONT_PATH: string = font('NotoSansSC_400Regular.subset.ttf');
export const CJK_BOLD_FONT_PATH: string = font('NotoSansSC_700Bold.subset.ttf');

export type PdfDoc = PDFKit.PDFDocument;

export interface PdfOptions {
  /** Document title in the PDF's metadata. */
  title: string;
  size?: 'A4' | 'A5';
  layout?: 'portrait' | 'landscape';
}

/**
 * Draws a document and returns its bytes. `draw` receives a pdfkit document whose fonts 'cjk'
 * (regular, the default) and 'cjk-bold' are registered; it must draw synchronously.
 */
export function renderPdf(opts: PdfOptions, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: opts.size ?? 'A4',
    layout: opts.layout ?? 'portrait',
    margin: 36,
    info: { Title: opts.title, Producer: '康源医药网' },
  });
  doc.registerFont('cjk', CJK_FONT_PATH);
  doc.registerFont('cjk-bold', CJK_BOLD_FONT_PATH);
  doc.font('cjk');
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

export interface PdfColumn {
  title: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

/** A bordered table at the current position: header row, then rows of cell texts. */
export function drawTable(
  doc: PdfDoc,
  columns: readonly PdfColumn[],
  rows: readonly string[][],
  rowHeight = 20,
) {
  const left = doc.page.margins.left;
  let y = doc.y;
  const line = (cells: readonly string[], bold: boolean) => {
    let x = left;
    doc.font(bold ? 'cjk-bold' : 'cjk').fontSize(9);
    columns.forEach((col, i) => {
      doc.rect(x, y, col.width, rowHeight).stroke('#999999');
      doc.fillColor('#000000').text(cells[i] ?? '', x + 3, y + 5, {
        width: col.width - 6,
        height: rowHeight - 6,
        align: col.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += col.width;
    });
    y += rowHeight;
  };
  line(
    columns.map((c) => c.title),
    true,
  );
  for (const r of rows) line(r, false);
  doc.font('cjk');
  doc.x = left;
  doc.y = y + 6;
}
