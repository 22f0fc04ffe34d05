/**
 * What the buyer typed as a number, as antd's InputNumber reads it: the Chinese full stop counts as
 * a decimal point, spaces and thousands commas are ignored. null: an empty box; undefined: not a number.
 */
export function parseTyped(text: string): number | null | undefined {
  const clean = text.replace(/。/g, '.').replace(/[^\w.-]+/g, '');
  if (clean === '') return null;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}

export const showNumber = (n: number | null) => (n === null ? '' : String(n));

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

/** One step from `base`, kept within min and max, without floating-point dust (0.1 + 0.2). */
export function stepped(
  base: number,
  delta: number,
  { min, max, precision }: { min?: number; max?: number; precision?: number },
): number {
  const places = precision ?? Math.max(decimals(base), decimals(delta));
  const n = Number((base + delta).toFixed(places));
  if (max !== undefined && n > max) return max;
  if (min !== undefined && n < min) return min;
  return n;
}
