/** Money is integer fen everywhere; these are the only conversions to and from yuan. */

export type Fen = number;

export function assertFen(v: number): Fen {
  if (!Number.isSafeInteger(v)) throw new RangeError(`not an integer amount of fen: ${v}`);
  return v;
}

/** 1234 → "12.34"; negative amounts keep their sign. */
export function fenToYuan(fen: Fen): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "¥12.34" as shown on every price label. */
export const formatPrice = (fen: Fen): string => `¥${fenToYuan(fen)}`;

/** Parses a yuan string such as "12.3" exactly (no float maths); null when it is not money. */
export function yuanToFen(yuan: string | number): Fen | null {
  const s = String(yuan).trim();
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -fen : fen;
}

/** Spec §9: totals are rounded down to the fen. `numerator/denominator` fen, floored. */
export const floorDiv = (numerator: number, denominator: number): Fen => Math.floor(numerator / denominator);
