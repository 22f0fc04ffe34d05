/** Issue 26, defect 7: what Date.parse takes and PostgreSQL refuses is refused here first. */
import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, isStrictDate, isStrictInstant } from './instant';
import { TextSchema } from '../contracts/common';
import { formInstant } from '../contracts/admin-forms';

describe('strict dates and instants', () => {
  it('takes what the back office sends and real days', () => {
    expect(isStrictInstant('2026-11-26T08:30:00.000Z')).toBe(true);
    expect(isStrictInstant('2026-11-26 08:30')).toBe(true);
    expect(isStrictInstant('2028-02-29T00:00:00+08:00')).toBe(true);
    expect(isStrictDate('2028-02-29')).toBe(true);
  });

  it('refuses impossible and lenient values Date.parse accepts', () => {
    for (const v of [
      '2026-02-30',
      '2026-02-30T00:00:00Z',
      '+1',
      ' 1 ',
      '1',
      '2026-13-01',
      '2026-11-26T24:00',
      '2027-02-29',
    ]) {
      expect(isStrictInstant(v), v).toBe(false);
    }
    expect(Number.isNaN(Date.parse('2026-02-30'))).toBe(false); // why: the lenient parser says yes
    expect(isStrictDate('2026-02-30')).toBe(false);
    expect(formInstant('开始时间').safeParse(' 1 ').error?.issues[0]?.message).toBe('开始时间不是有效时间');
  });

  it('text with half a surrogate pair is refused, whole pairs (emoji, rare characters) are kept', () => {
    expect(hasLoneSurrogate('x\ud800')).toBe(true);
    expect(hasLoneSurrogate('\udc00y')).toBe(true);
    expect(hasLoneSurrogate('𠮷野家 😀')).toBe(false);
    expect(TextSchema().safeParse('x\ud800').success).toBe(false);
    expect(TextSchema().safeParse('𠮷').success).toBe(true);
  });
});

describe('names a person reads (issue 26, defect 15)', () => {
  it('refuses a zero-width-only name and one with a right-to-left override; keeps real names', async () => {
    const { AddressInputSchema } = await import('../contracts/address');
    const shape = AddressInputSchema.shape.consignee;
    expect(shape.safeParse('\u200b').error?.issues[0]?.message).toBe(
      '姓名不能只含不可见字符或文字方向控制符',
    );
    expect(shape.safeParse('\u202e李药师').error?.issues[0]?.message).toBe(
      '姓名不能只含不可见字符或文字方向控制符',
    );
    expect(shape.safeParse('李药师').success).toBe(true);
    expect(shape.safeParse('Anna-Maria Özdemir').success).toBe(true);
  });
});
