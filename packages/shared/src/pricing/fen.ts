/**
 * Pricing's arithmetic on integer fen. `Fen` and the yuan conversions live in ../money; what is here is
 * what pricing alone needs: exact multiply-then-floor and the signed label of a reduction.
 */
import { fenToYuan, type Fen } from '../money';

export type { Fen };

/** `¥12.50`; negative amounts read `-¥3.21`, as a reduction does in a breakdown. */
export function formatFen(fen: Fen): string {
  return fen < 0 ? `-¥${fenToYuan(-fen)}` : `¥${fenToYuan(fen)}`;
}

/**
 * floor(a × b ÷ c) computed exactly. Products of fen and weights can pass 2^53 (a ¥10m order times a
 * ¥100k reduction), where float maths would silently lose the last fen, so BigInt does the work.
 */
export function mulDivFloor(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError('divisor must be positive');
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/** (a × b) mod c, the remainder that mulDivFloor threw away; used to rank largest remainders. */
export function mulMod(a: number, b: number, c: number): bigint {
  return (BigInt(a) * BigInt(b)) % BigInt(c);
}

/** `940` per mille → `9.4折`; the shop states percentage discounts the Chinese way. */
export function formatZhe(ratePermille: number): string {
  return `${Number((ratePermille / 100).toFixed(2))}折`;
}
