import { describe, expect, it } from 'vitest';
import { formatFen, formatZhe, mulDivFloor } from './fen';
import { isWithin, toMs } from './time';

describe('fen helpers', () => {
  it.each([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [1250, '¥12.50'],
    [123456789, '¥1234567.89'],
    [-321, '-¥3.21'],
  ])('formatFen(%i) = %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it.each([
    [940, '9.4折'],
    [900, '9折'],
    [885, '8.85折'],
  ])('formatZhe(%i) = %s', (p, text) => {
    expect(formatZhe(p)).toBe(text);
  });

  it('mulDivFloor is exact where floats are not', () => {
    // 9007199254740993 is not representable as a double; the quotient still is exact.
    expect(mulDivFloor(3_000_000_001, 3_000_000_001, 1_000_000_000)).toBe(9_000_000_006);
    expect(mulDivFloor(7, 3, 2)).toBe(10);
  });
});

describe('time', () => {
  it('10-digit timestamps are seconds (spec §9)', () => {
    expect(toMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(toMs(new Date(5000))).toBe(5000);
  });

  it('windows are half-open', () => {
    const w = { starts_at: 1000_000_000_000, ends_at: 1000_000_001_000 };
    expect(isWithin(w, 999_999_999_999)).toBe(false);
    expect(isWithin(w, 1000_000_000_000)).toBe(true);
    expect(isWithin(w, 1000_000_001_000)).toBe(false);
    expect(isWithin({}, 0)).toBe(true);
  });
});
