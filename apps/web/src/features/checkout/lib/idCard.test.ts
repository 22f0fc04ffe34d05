import { describe, expect, it } from 'vitest';
import { idCardError } from './idCard';

describe('购药人身份证号 validation', () => {
  it('accepts numbers whose MOD 11-2 check character matches, X in either case', () => {
    expect(idCardError('11010519491231002X')).toBeNull();
    expect(idCardError('11010519491231002x')).toBeNull();
    expect(idCardError('320106199003071234')).toBeNull();
  });

  it('says why a number is refused', () => {
    expect(idCardError('  ')).toBe('请输入购药人身份证号');
    expect(idCardError('11010519491231002')).toBe('身份证号应为18位');
    expect(idCardError('11010519491231A02X')).toBe('身份证号只能是数字，最后一位可以是X');
    // Wrong check character, then an impossible birth date (30 February).
    expect(idCardError('110105194912310021')).toMatch(/校验位/);
    expect(idCardError('110105194902300021')).toMatch(/不正确/);
  });
});
