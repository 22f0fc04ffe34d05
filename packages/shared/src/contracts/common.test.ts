import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHAR_MSG,
  IdListSchema,
  MAX_ID,
  TextSchema,
  YuanInputSchema,
  canonicalInt,
  idParam,
  quantityParam,
} from './common';

const id = idParam('编号不正确');

describe('ids: canonical decimal integers 1..2^31-1', () => {
  it('every id in range parses from its decimal spelling and as a JSON number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (n) => {
        expect(id.parse(String(n))).toBe(n);
        expect(id.parse(n)).toBe(n);
      }),
    );
  });

  it('any other spelling of a number is refused with the field message', () => {
    const spellings = fc
      .integer({ min: 1, max: 99_999 })
      .chain((n) =>
        fc.constantFrom(
          `+${n}`,
          `${n}.0`,
          `0${n}`,
          ` ${n}`,
          `${n} `,
          `${n}e0`,
          `0x${n.toString(16)}`,
          `-${n}`,
          `${n}n`,
        ),
      );
    fc.assert(
      fc.property(spellings, (s) => {
        expect(id.safeParse(s).error?.issues[0]?.message).toBe('编号不正确');
      }),
    );
  });

  it('0, 2^31 and beyond, fractions and unsafe numbers are refused', () => {
    for (const v of [
      '0',
      '2147483648',
      '99999999999999999999',
      0,
      2 ** 31,
      1.5,
      Number.NaN,
      Infinity,
      2 ** 60,
    ]) {
      expect(id.safeParse(v).success, String(v)).toBe(false);
    }
    expect(canonicalInt('1e3')).toBeNull();
    expect(canonicalInt('0x10')).toBeNull();
  });

  it('id lists accept "1,2,3", arrays and numbers, drop duplicates, refuse any sloppy element', () => {
    expect(IdListSchema.parse('3,1,3')).toEqual([3, 1]);
    expect(IdListSchema.parse(['4', 5])).toEqual([4, 5]);
    expect(IdListSchema.safeParse('546.0').success).toBe(false);
    expect(IdListSchema.safeParse('1,2147483648').success).toBe(false);
    expect(IdListSchema.safeParse('').error?.issues[0]?.message).toBe('请选择要结算的商品');
  });
});

describe('quantities and money', () => {
  it('quantities are canonical and bounded', () => {
    const q = quantityParam('购买数量须为正整数');
    expect(q.parse('12')).toBe(12);
    for (const v of ['1e3', '0x10', '16.0', '0', '1000000', 1e9])
      expect(q.safeParse(v).success, String(v)).toBe(false);
  });

  it('yuan inputs parse exactly to fen and refuse absurd or negative amounts', () => {
    expect(YuanInputSchema.parse('12.5')).toBe(1250);
    expect(YuanInputSchema.parse(0.07)).toBe(7);
    expect(YuanInputSchema.parse('99999999.99')).toBe(9_999_999_999);
    for (const v of ['99999999999999999999', '100000000', '-1', '1.234', '1e3', 'abc', 1e21]) {
      expect(YuanInputSchema.safeParse(v).success, String(v)).toBe(false);
    }
  });
});

describe('free text refuses control characters', () => {
  it('NUL and other C0 characters are refused with the Chinese message', () => {
    const one = TextSchema().max(50);
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 31 }), fc.string(), (a, c, b) => {
        expect(one.safeParse(a + String.fromCharCode(c) + b).error?.issues[0]?.message).toBe(
          CONTROL_CHAR_MSG,
        );
      }),
    );
    expect(one.safeParse('a\u007fb').success).toBe(false);
  });

  it('multi-line text keeps tabs and line breaks', () => {
    const multi = TextSchema(undefined, { multiline: true });
    expect(multi.parse('第一行\r\n第二行\t完')).toBe('第一行\r\n第二行\t完');
    expect(multi.safeParse('a\u0000b').success).toBe(false);
    expect(TextSchema().safeParse('a\nb').success).toBe(false);
  });
});
