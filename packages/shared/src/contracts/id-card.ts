/**
 * 居民身份证号码 (GB 11643-1999): 17 digits + a check character (0-9 or X) computed mod 11 with
 * fixed weights. Ephedrine purchases must record the purchaser's number, so a typo is caught here.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function isResidentIdNo(raw: string): boolean {
  const v = raw.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(v)) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(v[i]) * (WEIGHTS[i] ?? 0);
  return CHECK[sum % 11] === v[17];
}

/** 330106********1234: shown on pages and receipts, never the whole number. */
export const maskIdNo = (v: string): string =>
  v.length === 18 ? `${v.slice(0, 6)}********${v.slice(14)}` : v;
