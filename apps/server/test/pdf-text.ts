import { inflateSync } from 'node:zlib';

/**
 * The text of a pdfkit PDF, one string per font: glyph ids in the content streams mapped back through
 * each font's ToUnicode CMap (as e2e/tests/admin-fulfilment.spec.ts reads the 随货同行单).
 */
export function pdfTexts(pdf: Buffer): string[] {
  const streams: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try {
      streams.push(inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // font programs and other undeflated streams
    }
  }
  const hex = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
  const maps = streams
    .filter((s) => s.includes('begincmap'))
    .map((s) => {
      const map = new Map<string, string>();
      for (const r of s.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
        const from = parseInt(r[1]!, 16);
        [...r[3]!.matchAll(/<([0-9a-f]+)>/gi)].forEach((d, k) =>
          map.set((from + k).toString(16), hex(d[1]!)),
        );
      }
      for (const r of s.matchAll(/^<([0-9a-f]+)>\s*<([0-9a-f]+)>$/gim))
        map.set(parseInt(r[1]!, 16).toString(16), hex(r[2]!));
      return map;
    });
  const shown = streams
    .filter((s) => s.includes('TJ'))
    .flatMap((s) => [...s.matchAll(/<([0-9a-f]+)>/gi)].map((m) => m[1]!));
  return maps.map((map) =>
    shown
      .map((h) => (h.match(/.{4}/g) ?? []).map((g) => map.get(parseInt(g, 16).toString(16)) ?? '').join(''))
      .join(''),
  );
}

/** Pages of a PDF (pdfkit writes one /Type /Page object per page). */
export const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
