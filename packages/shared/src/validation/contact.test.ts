import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, isEmail, isLandline, isMobile, isPhone, mobileSchema, phoneSchema } from './contact';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));

/** 1, then 3-9, then nine digits: every real mainland mobile number. */
const validMobile = fc
  .tuple(fc.constantFrom(...'3456789'.split('')), digits(9, 9))
  .map(([second, rest]) => `1${second}${rest}`);

describe('mobile numbers (spec §5)', () => {
  it('accepts every 1[3-9] + 9 digits number', () => {
    fc.assert(fc.property(validMobile, (m) => isMobile(m) && mobileSchema.safeParse(m).success));
  });

  it('rejects any other length', () => {
    const wrongLength = fc
      .tuple(
        validMobile,
        fc.integer({ min: 0, max: 20 }).filter((n) => n !== 11),
      )
      .map(([m, n]) => (n <= 11 ? m.slice(0, n) : m + '0'.repeat(n - 11)));
    fc.assert(fc.property(wrongLength, (m) => !isMobile(m)));
  });

  it('rejects a wrong first or second digit', () => {
    const badFirst = fc
      .tuple(fc.constantFrom(...'023456789'.split('')), digits(10, 10))
      .map(([a, rest]) => a + rest);
    const badSecond = fc
      .tuple(fc.constantFrom('0', '1', '2'), digits(9, 9))
      .map(([b, rest]) => `1${b}${rest}`);
    fc.assert(fc.property(fc.oneof(badFirst, badSecond), (m) => !isMobile(m)));
  });

  it('rejects a letter, space or sign anywhere in an otherwise valid number', () => {
    const corrupted = fc
      .tuple(validMobile, fc.integer({ min: 0, max: 10 }), fc.constantFrom('a', ' ', '-', '+', '１'))
      .map(([m, i, c]) => m.slice(0, i) + c + m.slice(i + 1));
    fc.assert(fc.property(corrupted, (m) => !isMobile(m)));
  });

  it('the schema trims and answers in Chinese', () => {
    expect(mobileSchema.safeParse(' 13800138000 ').data).toBe('13800138000');
    expect(mobileSchema.safeParse('').error?.issues[0]?.message).toBe('请输入手机号码');
    expect(mobileSchema.safeParse('12800138000').error?.issues[0]?.message).toBe('手机号码格式不正确');
  });
});

describe('landlines (spec §5: 2-3 digit area code, hyphen, 7-8 digits)', () => {
  const validLandline = fc.tuple(digits(2, 3), digits(7, 8)).map(([a, n]) => `${a}-${n}`);

  it('accepts every NN(N)-NNNNNNN(N)', () => {
    fc.assert(
      fc.property(validLandline, (p) => isLandline(p) && isPhone(p) && phoneSchema.safeParse(p).success),
    );
  });

  it('rejects wrong part lengths and a missing hyphen', () => {
    const bad = fc.oneof(
      fc.tuple(fc.oneof(digits(0, 1), digits(5, 6)), digits(7, 8)).map(([a, n]) => `${a}-${n}`),
      fc
        .tuple(digits(4, 4), digits(7, 8))
        .filter(([a]) => !a.startsWith('0'))
        .map(([a, n]) => `${a}-${n}`),
      fc.tuple(digits(2, 3), fc.oneof(digits(0, 6), digits(9, 12))).map(([a, n]) => `${a}-${n}`),
      fc.tuple(digits(2, 3), digits(7, 8)).map(([a, n]) => `${a}${n}`.slice(0, 10)),
    );
    fc.assert(fc.property(bad, (p) => !isLandline(p)));
  });

  it('accepts the trunk 0 before a 2-3 digit area code, nothing longer', () => {
    expect(isLandline('010-12345678')).toBe(true);
    expect(isLandline('21-12345678')).toBe(true);
    expect(isLandline('0571-88886666')).toBe(true);
    expect(isLandline('5710-88886666')).toBe(false);
    expect(isLandline('00571-88886666')).toBe(false);
    expect(isLandline('0571 88886666')).toBe(false);
    expect(phoneSchema.safeParse('abc').error?.issues[0]?.message).toBe('联系电话格式不正确');
  });
});

describe('e-mail (spec §5)', () => {
  const word = fc
    .array(fc.constantFrom(...'abcXYZ019_-'.split('')), { minLength: 1, maxLength: 12 })
    .map((c) => c.join(''));
  const validEmail = fc
    .tuple(word, word, fc.array(word, { minLength: 1, maxLength: 3 }))
    .map(([local, host, rest]) => `${local}@${[host, ...rest].join('.')}`);

  it('accepts local@domain.tld built from letters, digits, _ and -', () => {
    fc.assert(fc.property(validEmail, (e) => isEmail(e) && emailSchema.safeParse(e).success));
  });

  it('rejects a missing @, a missing dot, two @ or a forbidden character', () => {
    fc.assert(
      fc.property(validEmail, fc.constantFrom('noat', 'nodot', 'twoat', 'space', 'plus'), (e, how) => {
        const broken =
          how === 'noat'
            ? e.replace('@', '')
            : how === 'nodot'
              ? e.split('.')[0]!
              : how === 'twoat'
                ? `${e}@x.cn`
                : how === 'space'
                  ? e.replace('@', ' @')
                  : e.replace('@', '+1@');
        return !isEmail(broken);
      }),
    );
  });

  it.each(['buyer@kangjian.com.cn', 'li_ming-01@163.com'])('accepts %s', (e) =>
    expect(isEmail(e)).toBe(true),
  );
  it.each(['@163.com', 'a@b', 'a.b@163.com', 'a@.com', 'a@b..com'])('rejects %s', (e) =>
    expect(isEmail(e)).toBe(false),
  );
});
