/**
 * Codes printed on a drug's box that the back office checks before a goods is listed: the
 * 批准文号 (approval / registration / filing number) and the EAN-13 barcode. Pure rules, used by
 * the admin forms, the server schemas and the Excel import alike.
 */

/** EAN-13 check digit over the first 12 digits (GS1: weights 1,3,1,3,... from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

const PROVINCE = '[京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川贵黔云滇藏陕甘青宁新]';

/**
 * The official shapes: 国药准字 H/Z/S/J/B/F/T + 8 digits (J: year + 4 digits); devices
 * 国械注准/国械注进/国械注许 or 浙械注准 + 4-digit year + 7 digits; class I filings 浙杭械备 + year +
 * serial + 号; health food 国食健注G/J + year + 4 digits (or 国食健字); disinfectants （浙）卫消证字
 * （year）第NNNN号. 中药饮片 carry none, so an empty value is allowed by the caller, not here.
 */
const APPROVAL_PATTERNS: RegExp[] = [
  /^国药准字[HZSJBFT]\d{8}$/,
  /^(国|[京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川贵黔云滇藏陕甘青宁新])械注[准进许]\d{4}\d{7}$/,
  new RegExp(`^${PROVINCE}[\\u4e00-\\u9fa5]{0,2}械备\\d{4}\\d{4,5}号?$`),
  /^国食健[注字][GJ]?\d{8}$/,
  new RegExp(`^（${PROVINCE}）卫消证字（\\d{4}）第\\d{4}号$`),
];

export function isValidApprovalNo(value: string): boolean {
  return APPROVAL_PATTERNS.some((re) => re.test(value));
}

export const APPROVAL_NO_MSG = '批准文号格式不正确（如 国药准字H20013456、国械注准20193140123）';
export const BARCODE_MSG = '条形码须为13位EAN-13码且校验位正确';

/** 药品标识码: 7 digits, the first part of every 药品追溯码 of the goods (national coding rule). */
export function isValidDrugIdCode(code: string): boolean {
  return /^\d{7}$/.test(code);
}
export const DRUG_ID_CODE_MSG = '药品标识码须为7位数字（追溯码的前7位）';
