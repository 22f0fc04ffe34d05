import { describe, expect, it } from 'vitest';
import { regionCodeField } from './province-field';
import { gbCode, regionCovers, regionLevel, regionPathOf, ruleRegionCode } from './region-code';

describe('regions as six-digit GB/T 2260 codes', () => {
  it('pads the cascader codes and names their level', () => {
    expect(gbCode('33')).toBe('330000');
    expect(gbCode('3301')).toBe('330100');
    expect(gbCode('330106')).toBe('330106');
    expect(gbCode('331')).toBeNull();
    expect(regionLevel('330000')).toBe('province');
    expect(regionLevel('330100')).toBe('city');
    expect(regionLevel('330106')).toBe('district');
  });
  it('stores a rule region as its code; a province name too; a code of no province is refused', () => {
    expect(ruleRegionCode('浙江')).toBe('330000');
    expect(ruleRegionCode('浙江省')).toBe('330000');
    expect(ruleRegionCode('3301')).toBe('330100');
    expect(ruleRegionCode('990100')).toBeNull();
    const field = regionCodeField('控销地区');
    expect(field.parse('330100')).toBe('330100');
    expect(field.safeParse('杭州').error?.issues[0]?.message).toBe('控销地区编码不正确：杭州');
  });
  it('a city rule covers a buyer of that city, not one of another city of the province', () => {
    const hangzhou = ['330000', '330100', '330106'];
    const ningbo = ['330000', '330200', '330212'];
    expect(regionCovers('330100', hangzhou)).toBe(true);
    expect(regionCovers('330100', ningbo)).toBe(false);
    expect(regionCovers('330000', ningbo)).toBe(true);
    expect(regionCovers('330106', hangzhou)).toBe(true);
    expect(regionCovers('', hangzhou)).toBe(false);
  });
  it('a picked region gives the company its province, city and district codes', () => {
    expect(regionPathOf('330106')).toEqual({
      province_code: '330000',
      city_code: '330100',
      district_code: '330106',
    });
    expect(regionPathOf('110101')).toMatchObject({ city_code: '110100', district_code: '110101' });
    expect(regionPathOf('441900')).toEqual({
      province_code: '440000',
      city_code: '441900',
      district_code: '',
    });
    expect(regionPathOf('330000')).toEqual({ province_code: '330000', city_code: '', district_code: '' });
  });
});
