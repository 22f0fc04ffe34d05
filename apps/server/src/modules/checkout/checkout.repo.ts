import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, users, type AddressSnapshot } from '../../db/schema/index';

export interface BuyerAccount {
  balanceFen: number;
  invoiceTitle: string;
  taxNo: string;
  companyName: string;
}

/** The buyer's balance and invoice defaults, as both account reads select them. */
const accountColumns = {
  balanceFen: users.balanceFen,
  invoiceTitle: sql<string>`coalesce(${companies.invoiceTitle}, ${companies.name})`,
  taxNo: sql<string>`coalesce(${companies.taxNo}, ${companies.creditCode})`,
  companyName: companies.name,
};

export async function findBuyerAccount(db: Db | Tx, userId: number): Promise<BuyerAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The buyer's account (null when there is no such user) with one of its addresses (null when not
 * theirs) as one json column, for placement's first statement.
 */
export const accountWithAddressSql = (userId: number, addressId: number) =>
  sql`(SELECT json_build_object('balanceFen', u.balance_fen,
        'invoiceTitle', coalesce(c.invoice_title, c.name), 'taxNo', coalesce(c.tax_no, c.credit_code),
        'companyName', c.name,
        -- A chain store whose head office caps its month: only then does placement lock the limit.
        'storeLimited', EXISTS (SELECT 1 FROM chain_store_limits l WHERE l.store_user_id = u.id),
        'address', (SELECT json_build_object('consignee', a.consignee, 'phone', a.phone, 'province', a.province,
          'city', a.city, 'district', a.district, 'detail', a.detail)
          FROM user_addresses a WHERE a.id = ${addressId} AND a.user_id = ${userId}))
      FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId})`;

export type AccountWithAddress = BuyerAccount & { address: AddressSnapshot | null; storeLimited: boolean };
