import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BankAccount, PayType } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { payments, siteSettings, userMoneyLog } from '../../db/schema/index';
import { orderPaid } from '../notify/order-events';

const text = z.string().catch('');
const bankSchema = z
  .object({
    bank: text,
    account_name: text,
    account_no: text,
    note: text.optional(),
    remark: text.optional(),
  })
  .transform((b) => ({
    bank: b.bank,
    account_name: b.account_name,
    account_no: b.account_no,
    remark: b.note || b.remark || '转账时请在附言中填写订单编号',
  }))
  .catch({ bank: '', account_name: '', account_no: '', remark: '请联系客服获取对公账户' });

/** site_settings 'bank_account', edited in the back office. */
export async function readBankAccount(db: Db | Tx): Promise<BankAccount> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'bank_account'));
  return bankSchema.parse(row?.value);
}

/** Moves an order to paid only from a payable state; returns what was paid, or null. */
export async function markOrderPaid(tx: Tx, orderId: number, payType: PayType, userId?: number) {
  const owner = userId === undefined ? sql`true` : sql`user_id = ${userId}`;
  const [row] = await queryRows<{ id: number; order_no: string; payable_fen: number; user_id: number }>(
    tx,
    sql`UPDATE orders SET status = 'paid', pay_type = ${payType}, paid_fen = payable_fen, paid_at = now()
         WHERE id = ${orderId} AND ${owner} AND status IN ('unpaid', 'awaiting_transfer')
        RETURNING id, order_no, payable_fen::int AS payable_fen, user_id`,
  );
  if (row) await orderPaid(tx, row);
  return row ?? null;
}

/** Takes the amount from the balance only if it is there; returns the balance after, or null. */
export async function debitBalance(tx: Tx, userId: number, amountFen: number): Promise<number | null> {
  const [row] = await queryRows<{ balance_fen: number }>(
    tx,
    sql`UPDATE users SET balance_fen = balance_fen - ${amountFen}
         WHERE id = ${userId} AND balance_fen >= ${amountFen} RETURNING balance_fen::bigint AS balance_fen`,
  );
  return row ? Number(row.balance_fen) : null;
}

export async function insertMoneyLog(tx: Tx, values: typeof userMoneyLog.$inferInsert): Promise<void> {
  await tx.insert(userMoneyLog).values(values);
}

export async function closePendingPayments(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

export const insertPayment = async (tx: Tx | Db, values: typeof payments.$inferInsert) => {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
};

export async function latestPending(db: Db | Tx, orderId: number, payType?: PayType) {
  const conds = [eq(payments.orderId, orderId), eq(payments.status, 'pending')];
  if (payType) conds.push(eq(payments.payType, payType));
  const [row] = await db
    .select()
    .from(payments)
    .where(and(...conds))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function findPaymentByTrade(db: Db | Tx, outTradeNo: string) {
  const [row] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
  return row ?? null;
}

/** Unique per attempt: the order number plus a letter for the kind and random digits. */
export const newTradeNo = (orderNo: string, prefix: string) =>
  `${prefix}${orderNo.slice(2)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/** unpaid → awaiting_transfer (offline, with the transfer window's deadline) for the buyer's own order. */
export async function markAwaitingTransfer(tx: Tx, userId: number, orderId: number, deadline: string) {
  return queryRows<{ id: number }>(
    tx,
    sql`UPDATE orders SET status = 'awaiting_transfer', pay_type = 'offline', pay_deadline = ${deadline}
         WHERE id = ${orderId} AND user_id = ${userId} AND status = 'unpaid' RETURNING id`,
  );
}
