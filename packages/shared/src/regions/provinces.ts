/**
 * Provinces as GB/T 2260 codes (the six-digit codes of the address cascader). Every regional rule
 * (客户地区价, 控销, 领券中心 targeting) stores and compares codes; names are for display only. A
 * name in any of its usual spellings (浙江, 浙江省, 内蒙古自治区) or a two-digit prefix resolves to
 * the same code, so a company recorded as 浙江省 matches a rule picked as 浙江.
 */
export const PROVINCE_CODES = {
  '110000': '北京市',
  '120000': '天津市',
  '130000': '河北省',
  '140000': '山西省',
  '150000': '内蒙古自治区',
  '210000': '辽宁省',
  '220000': '吉林省',
  '230000': '黑龙江省',
  '310000': '上海市',
  '320000': '江苏省',
  '330000': '浙江省',
  '340000': '安徽省',
  '350000': '福建省',
  '360000': '江西省',
  '370000': '山东省',
  '410000': '河南省',
  '420000': '湖北省',
  '430000': '湖南省',
  '440000': '广东省',
  '450000': '广西壮族自治区',
  '460000': '海南省',
  '500000': '重庆市',
  '510000': '四川省',
  '520000': '贵州省',
  '530000': '云南省',
  '540000': '西藏自治区',
  '610000': '陕西省',
  '620000': '甘肃省',
  '630000': '青海省',
  '640000': '宁夏回族自治区',
  '650000': '新疆维吾尔自治区',
  '710000': '台湾省',
  '810000': '香港特别行政区',
  '820000': '澳门特别行政区',
} as const satisfies Record<string, string>;

export type ProvinceCode = keyof typeof PROVINCE_CODES;

/** 浙江省 → 浙江, 广西壮族自治区 → 广西, 北京市 → 北京: the short name pickers used to store. */
export const shortProvinceName = (full: string): string =>
  full.replace(/(壮族|回族|维吾尔)?自治区$|特别行政区$|省$|市$/, '');

const BY_NAME = new Map<string, ProvinceCode>();
for (const [code, name] of Object.entries(PROVINCE_CODES) as [ProvinceCode, string][]) {
  BY_NAME.set(name, code);
  BY_NAME.set(shortProvinceName(name), code);
}

/** The province code of a code, a two-digit prefix or a name; null for anything else ('' too). */
export function provinceCode(input: string | null | undefined): ProvinceCode | null {
  const v = (input ?? '').trim();
  if (v === '') return null;
  if (/^\d{2}$/.test(v)) return provinceCode(`${v}0000`);
  // A city or district code (330106) belongs to its province.
  if (/^\d{6}$/.test(v)) {
    const p = `${v.slice(0, 2)}0000`;
    return p in PROVINCE_CODES ? (p as ProvinceCode) : null;
  }
  return BY_NAME.get(v) ?? null;
}

/** The display name of a stored code (or the text itself when it is not one). */
export const provinceName = (code: string): string => {
  const c = provinceCode(code);
  return c ? PROVINCE_CODES[c] : code;
};

/** Whether two province values (codes or names) are the same province; '' matches nothing. */
export const sameProvince = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const x = provinceCode(a);
  return x !== null && x === provinceCode(b);
};

/** Picker options: value is the code, label the full name. */
export const PROVINCE_OPTIONS = (Object.entries(PROVINCE_CODES) as [ProvinceCode, string][]).map(
  ([value, label]) => ({ value, label }),
);
