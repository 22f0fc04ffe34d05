import type { Rng } from './prng';

/** EAN-13 check digit over the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A Chinese GS1 barcode: 690-699 prefix, a company number per manufacturer, an item number. */
export function makeBarcode(companyPrefix: string, item: number): string {
  const first12 = `${companyPrefix}${String(item % 10 ** (12 - companyPrefix.length)).padStart(12 - companyPrefix.length, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

export type ApprovalKind =
  'H' | 'Z' | 'S' | 'J' | 'device_1' | 'device_2' | 'device_3' | 'food' | 'disinfect' | 'none';

/** Province abbreviations used in device registration and filing numbers. */
const DEVICE_PROVINCE: Record<string, string> = {
  浙江: '浙',
  江苏: '苏',
  广东: '粤',
  山东: '鲁',
  上海: '沪',
  北京: '京',
  湖北: '鄂',
  河南: '豫',
  河北: '冀',
  天津: '津',
  辽宁: '辽',
  吉林: '吉',
  黑龙江: '黑',
  陕西: '陕',
  重庆: '渝',
  广西: '桂',
  云南: '滇',
  四川: '川',
  安徽: '皖',
  湖南: '湘',
  江西: '赣',
  福建: '闽',
};

/**
 * 批准文号 in the official shapes: 国药准字H/Z/S/J + 8 digits; devices 国械注准 / 浙械注准 + year +
 * category + serial (国械注进 for imports), or 浙杭械备 filings for class I; health food
 * 国食健注G + year + serial; disinfectants （浙）卫消证字; 中药饮片 carry none.
 */
export function makeApprovalNo(kind: ApprovalKind, province: string, rng: Rng): string {
  const short = DEVICE_PROVINCE[province] ?? '浙';
  const year = rng.int(2016, 2024);
  switch (kind) {
    case 'H':
    case 'Z':
    case 'S':
      return `国药准字${kind}${drugSerial(province, rng)}`;
    case 'J':
      return `国药准字J${rng.int(2015, 2024)}${rng.digits(4)}`;
    case 'device_2':
    case 'device_3':
      if (province === '日本' || province === '进口')
        return `国械注进${year}${kind === 'device_3' ? 3 : 2}${rng.pick(['66', '14', '64'])}${rng.digits(4)}`;
      return kind === 'device_3'
        ? `国械注准${year}3${rng.pick(['15', '14', '66', '07', '46'])}${rng.digits(4)}`
        : `${short}械注准${year}2${rng.pick(['14', '64', '66', '07', '20'])}${rng.digits(4)}`;
    case 'device_1':
      return `${short}${FILING_CITY[short] ?? ''}械备${year}${rng.digits(4)}号`;
    case 'food':
      return `国食健注G${year}${rng.digits(4)}`;
    case 'disinfect':
      return `（${short}）卫消证字（${year}）第${rng.digits(4)}号`;
    case 'none':
      return '';
  }
}

/** GB/T 2260 province codes: old approval numbers start with the maker's province (Z44… 广东). */
const PROVINCE_CODE: Record<string, string> = {
  北京: '11',
  天津: '12',
  河北: '13',
  山西: '14',
  内蒙古: '15',
  辽宁: '21',
  吉林: '22',
  黑龙江: '23',
  上海: '31',
  江苏: '32',
  浙江: '33',
  安徽: '34',
  福建: '35',
  江西: '36',
  山东: '37',
  河南: '41',
  湖北: '42',
  湖南: '43',
  广东: '44',
  广西: '45',
  海南: '46',
  重庆: '50',
  四川: '51',
  贵州: '52',
  云南: '53',
  西藏: '54',
  陕西: '61',
  甘肃: '62',
  青海: '63',
  宁夏: '64',
  新疆: '65',
};

/** Six digits after the letter: province code + serial (pre-2002 numbers), or 20 + year + serial. */
function drugSerial(province: string, rng: Rng): string {
  const code = PROVINCE_CODE[province];
  if (code && rng.chance(0.6)) return `${code}${rng.digits(6)}`;
  return `20${String(rng.int(2, 24)).padStart(2, '0')}${rng.digits(4)}`;
}

/** City abbreviations in class I filing numbers (浙杭械备, 粤深械备). */
const FILING_CITY: Record<string, string> = {
  浙: '杭',
  苏: '泰',
  粤: '深',
  鲁: '威',
  湘: '长',
  豫: '新',
  鄂: '汉',
  赣: '南',
  津: '',
};

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** 统一社会信用代码 (GB 32100) with a correct check character. */
export function makeCreditCode(areaCode: string, rng: Rng): string {
  let body = `91${areaCode}`;
  while (body.length < 17) body += CREDIT_CHARS[rng.int(0, CREDIT_CHARS.length - 1)] ?? '0';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(body[i] ?? '0') * (CREDIT_WEIGHTS[i] ?? 0);
  const check = CREDIT_CHARS[(31 - (sum % 31)) % 31] ?? '0';
  return body + check;
}
