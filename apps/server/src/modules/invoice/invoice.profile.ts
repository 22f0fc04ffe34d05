/**
 * 开票资料: the company's invoice profile (title, 纳税人识别号, and for a 专票 注册地址, 注册电话,
 * 开户银行, 银行账号). It prefills every invoice request; a request may change them for itself
 * without changing the profile.
 */
import { sql } from 'drizzle-orm';
import type { InvoiceProfile, InvoiceProfileBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound } from '../../lib/errors';

export const specialReady = (p: Omit<InvoiceProfile, 'special_ready'>) =>
  [p.title, p.tax_no, p.reg_address, p.reg_phone, p.bank_name, p.bank_account].every((v) => v !== '');

export async function invoiceProfile(db: Db | Tx, userId: number): Promise<InvoiceProfile> {
  const [row] = await queryRows<Omit<InvoiceProfile, 'special_ready'>>(
    db,
    sql`SELECT coalesce(c.invoice_title, c.name) AS title, coalesce(c.tax_no, c.credit_code) AS tax_no,
               coalesce(c.invoice_address, '') AS reg_address, coalesce(c.invoice_phone, '') AS reg_phone,
               coalesce(c.invoice_bank, '') AS bank_name, coalesce(c.invoice_account, '') AS bank_account
          FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId}`,
  );
  if (!row) throw notFound('账号不存在');
  return { ...row, special_ready: specialReady(row) };
}

/** Saves the signed-in buyer's own company's profile (never another's: the company is the buyer's). */
export async function saveInvoiceProfile(db: Db, userId: number, b: InvoiceProfileBody) {
  await db.execute(sql`
    UPDATE companies SET invoice_title = ${b.title}, tax_no = ${b.tax_no}, invoice_address = ${b.reg_address},
           invoice_phone = ${b.reg_phone}, invoice_bank = ${b.bank_name}, invoice_account = ${b.bank_account}
     WHERE id = (SELECT company_id FROM users WHERE id = ${userId})`);
  return invoiceProfile(db, userId);
}
