/**
 * 开票资料: the company's invoice profile (title, 纳税人识别号, and for a 专票 注册地址, 注册电话,
 * 开户银行, 银行账号). It prefills every invoice request; a request may change them for itself
 * without changing the profile.
 */
import type { InvoiceProfile, InvoiceProfileBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findInvoiceProfile, updateInvoiceProfile } from './invoice-profile.repo';

export const specialReady = (p: Omit<InvoiceProfile, 'special_ready'>) =>
  [p.title, p.tax_no, p.reg_address, p.reg_phone, p.bank_name, p.bank_account].every((v) => v !== '');

export async function invoiceProfile(db: Db | Tx, userId: number): Promise<InvoiceProfile> {
  const row = await findInvoiceProfile(db, userId);
  if (!row) throw notFound('账号不存在');
  return { ...row, special_ready: specialReady(row) };
}

/** Saves the signed-in buyer's own company's profile (never another's: the company is the buyer's). */
export async function saveInvoiceProfile(db: Db, userId: number, b: InvoiceProfileBody) {
  await updateInvoiceProfile(db, userId, b);
  return invoiceProfile(db, userId);
}
