import { createRequire } from 'node:module';
import type { PdfDoc } from './index';

/**
 * A QR code drawn as vector squares. The encoder is Nayuki's qrcodegen (MIT) as antd's QR component
 * ships it, already installed with the back office, so the server needs no image library.
 */
interface QrCodeLike {
  size: number;
  getModule(x: number, y: number): boolean;
}
interface QrGen {
  QrCode: { encodeText(text: string, ecl: unknown): QrCodeLike };
  Ecc: { MEDIUM: unknown };
}
const require = createRequire(import.meta.url);
const gen = require('@rc-component/qrcode/lib/libs/qrcodegen') as QrGen;

/** Draws `text` as a QR code `side` points wide with its top-left corner at (x, y). */
export function drawQr(doc: PdfDoc, text: string, x: number, y: number, side: number): void {
  const qr = gen.QrCode.encodeText(text, gen.Ecc.MEDIUM);
  const cell = side / (qr.size + 2);
  doc.save();
  for (let r = 0; r < qr.size; r++)
    for (let c = 0; c < qr.size; c++)
      if (qr.getModule(c, r)) doc.rect(x + (c + 1) * cell, y + (r + 1) * cell, cell, cell);
  doc.fill('#000000').restore();
}
