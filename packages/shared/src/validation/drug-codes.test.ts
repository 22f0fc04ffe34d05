import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidApprovalNo, isValidEan13 } from './drug-codes';

describe('EAN-13', () => {
  it('accepts a real barcode and computes its check digit', () => {
    // 6901028075862: a Chinese GS1 code (690 prefix) printed on cigarette packs, check digit 2.
    expect(ean13CheckDigit('690102807586')).toBe(2);
    expect(isValidEan13('6901028075862')).toBe(true);
  });
  it('refuses a wrong check digit, a short code and letters', () => {
    expect(isValidEan13('6901028075863')).toBe(false);
    expect(isValidEan13('690102807586')).toBe(false);
    expect(isValidEan13('69010280758a2')).toBe(false);
  });
});

describe('批准文号', () => {
  it.each([
    '国药准字H20013456',
    '国药准字Z44020211',
    '国药准字J20150123',
    '国械注准20193140123',
    '国械注进20172661234',
    '浙械注准20202141234',
    '浙杭械备20190123号',
    '国食健注G20180123',
    '（浙）卫消证字（2019）第0123号',
  ])('accepts %s', (v) => expect(isValidApprovalNo(v)).toBe(true));
  it.each(['国药准字H2001345', '国药准字X20013456', 'H20013456', '国械注准2019314012', '随便写的'])(
    'refuses %s',
    (v) => expect(isValidApprovalNo(v)).toBe(false),
  );
});
