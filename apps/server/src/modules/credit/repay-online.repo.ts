/** SQL of 在线还款 trades (repayment_trades). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { repaymentTrades } from '../../db/schema/index';

export type RepaymentTrade = typeof repaymentTrades.$inferSelect;

export async function findRepaymentTrade(db: Db | Tx, outTradeNo: string): Promise<RepaymentTrade | null> {
  const [row] = await db.select().from(repaymentTrades).where(eq(repaymentTrades.outTradeNo, outTradeNo));
  return row ?? null;
}

/** The buyer's latest open trade of this shape: a second click shows the same cashier. */
export async function findPendingTrade(
  db: Db,
  userId: number,
  payType: RepaymentTrade['payType'],
  amountFen: number,
) {
  const [row] = await db
    .select()
    .from(repaymentTrades)
    .where(
      and(
        eq(repaymentTrades.userId, userId),
        eq(repaymentTrades.payType, payType),
        eq(repaymentTrades.amountFen, amountFen),
        eq(repaymentTrades.status, 'pending'),
      ),
    )
    .orderBy(desc(repaymentTrades.id))
    .limit(1);
  return row ?? null;
}

export async function insertRepaymentTrade(db: Db, values: typeof repaymentTrades.$inferInsert) {
  const [row] = await db.insert(repaymentTrades).values(values).returning();
  if (!row) throw new Error('repayment trade insert returned nothing');
  return row;
}
