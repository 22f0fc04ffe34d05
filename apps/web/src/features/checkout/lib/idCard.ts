import { isResidentIdNo } from '@shop/shared/contracts/id-card';

/**
 * The buyer-facing message for a 购药人身份证号. The check itself (GB 11643 MOD 11-2) is the shared
 * contract's, so the browser refuses exactly what the server would; this only says why.
 */
export function idCardError(raw: string): string | null {
  const id = raw.trim().toUpperCase();
  if (!id) return '请输入购药人身份证号';
  if (id.length !== 18) return '身份证号应为18位';
  if (!/^\d{17}[\dX]$/.test(id)) return '身份证号只能是数字，最后一位可以是X';
  if (!isResidentIdNo(id)) return '身份证号不正确，请核对（出生日期或校验位不符）';
  return null;
}
