import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawTable, renderPdf } from './index';

/** The text a PDF shows, as pdfkit writes it: hex glyph ids inside inflated content streams. */
function streams(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream (font data, images)
    }
  }
  return out.join('\n');
}

describe('renderPdf', () => {
  it('draws Chinese text with an embedded subset of the npm-shipped CJK font', async () => {
    const pdf = await renderPdf({ title: '测试单据' }, (doc) => {
      doc.fontSize(16).text('增值税电子普通发票');
      drawTable(
        doc,
        [
          { title: '货物名称', width: 200 },
          { title: '数量', width: 60, align: 'right' },
        ],
        [['阿莫西林胶囊', '10']],
      );
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    // The font is embedded (a subset), not referenced from the machine.
    expect(text).toMatch(/\/FontFile2/);
    expect(text).toMatch(/NotoSansSC/);
    // Glyphs are drawn (TJ operators with hex strings), and the document stays small.
    expect(streams(pdf)).toMatch(/<[0-9a-f]+> ?\d* ?\] TJ|TJ/);
    expect(pdf.length).toBeLessThan(200_000);
  });
});
