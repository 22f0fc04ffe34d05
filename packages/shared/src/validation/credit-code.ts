/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from 0-9 and 31 letters (no I, O, Z, S, V); the
 * last is a check character, mod 31 with fixed weights, so a mistyped character is caught.
 */
const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARS.indexOf(first17[i] ?? '') * (WEIGHTS[i] ?? 0);
  return CHARS[(31 - (sum % 31)) % 31] ?? '';
}

export function isCreditCode(raw: string): boolean {
  const v = raw.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v)) return false;
  return creditCodeCheckChar(v.slice(0, 17)) === v[17];
}
