/**
 * Minimal integer-fen helpers private to the pricing engine. packages/shared/src/money.ts did not
 * exist when pricing was written; these stay here so pricing never depends on a float anywhere.
 * A fen value is a non-negative safe integer; 100 fen = ¥1.00.
 */
export type Fen = number;

export function isFen(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

export function assertFen(value: number, label: string): Fen {
  if (!isFen(value))
    throw new RangeError(`${label} must be a non-negative integer number of fen, got ${value}`);
  return value;
}

/** `¥12.50`; negative amounts read `-¥3.21` as in a breakdown of reductions. */
export function formatFen(fen: Fen): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}¥${yuan}.${cents}`;
}

/**
 * floor(a × b ÷ c) computed exactly. Products of fen and weights can pass 2^53 (a ¥10m order times a
 * ¥100k reduction), where float maths would silently lose the last fen, so BigInt does the work.
 */
export function mulDivFloor(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError('divisor must be positive');
  const q = (BigInt(a) * BigInt(b)) / BigInt(c);
  return Number(q);
}

/** (a × b) mod c, the remainder that mulDivFloor threw away; used to rank largest remainders. */
export function mulMod(a: number, b: number, c: number): bigint {
  return (BigInt(a) * BigInt(b)) % BigInt(c);
}

export function sumFen(values: readonly number[]): Fen {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** `940` per mille → `9.4折`; the shop states percentage discounts the Chinese way. */
export function formatZhe(ratePermille: number): string {
  const zhe = ratePermille / 100;
  return `${Number.isInteger(zhe) ? zhe.toFixed(0) : String(Number(zhe.toFixed(2)))}折`;
}
