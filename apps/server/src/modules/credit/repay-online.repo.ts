/** SQL of 在线还款 trades (repayment_trades). */
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryChecked } from '../../db/query';
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

const OpenBillRow = z.object({ id: z.number(), owed: z.string() });

/** The buyer's open credit bills and what each still owes (fen, as text: bigint arithmetic). */
export function openBillsOwed(db: Db, userId: number) {
  return queryChecked(
    db,
    OpenBillRow,
    sql`SELECT id, (amount_fen - repaid_fen - credited_fen)::text AS owed
          FROM receivables WHERE user_id = ${userId} AND closed_at IS NULL`,
  );
}

const ToBalanceRow = z.object({ to_balance: z.string() });

/** What of a repayment went to the balance (the bills no longer owed it); 0 when not found. */
export async function repaymentToBalance(db: Db, repaymentId: number): Promise<number> {
  const [r] = await queryChecked(
    db,
    ToBalanceRow,
    sql`SELECT to_balance_fen::text AS to_balance FROM repayments WHERE id = ${repaymentId}`,
  );
  return Number(r?.to_balance ?? 0);
}

const IdRow = z.object({ id: z.number() });

/** pending (or closed) → paid by a conditional update: false when the trade was already paid. */
export async function markTradePaid(
  tx: Tx,
  tradeId: number,
  paidAt: Date,
  providerTradeNo: string,
): Promise<boolean> {
  const [moved] = await queryChecked(
    tx,
    IdRow,
    sql`UPDATE repayment_trades SET status = 'paid', paid_at = ${paidAt.toISOString()},
               provider_trade_no = ${providerTradeNo}
         WHERE id = ${tradeId} AND status IN ('pending', 'closed') RETURNING id`,
  );
  return moved !== undefined;
}

export async function linkTradeRepayment(tx: Tx, tradeId: number, repaymentId: number): Promise<void> {
  await tx.execute(sql`UPDATE repayment_trades SET repayment_id = ${repaymentId} WHERE id = ${tradeId}`);
}
