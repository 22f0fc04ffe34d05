import type { UploadMime } from '@shop/shared';

/**
 * The type of a file told by its first bytes. A name or a browser's Content-Type is whatever the
 * sender typed; a renamed .exe starts with "MZ" and is refused here whatever it is called.
 */
const SIGNATURES: { mime: UploadMime; ext: string; bytes: number[] }[] = [
  { mime: 'image/jpeg', ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { mime: 'application/pdf', ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export function sniffType(data: Uint8Array): { mime: UploadMime; ext: string } | null {
  const hit = SIGNATURES.find((s) => s.bytes.every((b, i) => data[i] === b));
  return hit ? { mime: hit.mime, ext: hit.ext } : null;
}
