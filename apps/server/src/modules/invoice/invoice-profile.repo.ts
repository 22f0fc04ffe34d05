/** SQL of 开票资料: the invoice profile kept on the buyer's company (companies.invoice_*). */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { InvoiceProfileBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryChecked } from '../../db/query';

const ProfileRow = z.object({
  title: z.string(),
  tax_no: z.string(),
  reg_address: z.string(),
  reg_phone: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
});
export type ProfileRow = z.infer<typeof ProfileRow>;

/** The buyer's company's profile; the title and tax number fall back to the company's name and 信用代码. */
export async function findInvoiceProfile(db: Db | Tx, userId: number): Promise<ProfileRow | null> {
  const [row] = await queryChecked(
    db,
    ProfileRow,
    sql`SELECT coalesce(c.invoice_title, c.name) AS title, coalesce(c.tax_no, c.credit_code) AS tax_no,
               coalesce(c.invoice_address, '') AS reg_address, coalesce(c.invoice_phone, '') AS reg_phone,
               coalesce(c.invoice_bank, '') AS bank_name, coalesce(c.invoice_account, '') AS bank_account
          FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId}`,
  );
  return row ?? null;
}

/** Writes the profile of the user's own company (the company is looked up from the user). */
export async function updateInvoiceProfile(db: Db, userId: number, b: InvoiceProfileBody): Promise<void> {
  await db.execute(sql`
    UPDATE companies SET invoice_title = ${b.title}, tax_no = ${b.tax_no}, invoice_address = ${b.reg_address},
           invoice_phone = ${b.reg_phone}, invoice_bank = ${b.bank_name}, invoice_account = ${b.bank_account}
     WHERE id = (SELECT company_id FROM users WHERE id = ${userId})`);
}
