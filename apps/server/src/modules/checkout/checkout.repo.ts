import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, users } from '../../db/schema/index';

export interface BuyerAccount {
  balanceFen: number;
  invoiceTitle: string;
  taxNo: string;
  companyName: string;
}

export async function findBuyerAccount(db: Db | Tx, userId: number): Promise<BuyerAccount | null> {
  const [row] = await db
    .select({
      balanceFen: users.balanceFen,
      invoiceTitle: sql<string>`coalesce(${companies.invoiceTitle}, ${companies.name})`,
      taxNo: sql<string>`coalesce(${companies.taxNo}, ${companies.creditCode})`,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}
