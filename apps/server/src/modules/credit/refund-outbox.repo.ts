/** SQL of the online-refund outbox job (order_refunds sent to the gateway after the commit). */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryChecked } from '../../db/query';

const PendingRefundRow = z.object({
  status: z.enum(['done', 'pending', 'failed']),
  refund_no: z.string(),
  amount_fen: z.string(),
  /** Null when the order has no paid online payment to refund to. */
  out_trade_no: z.string().nullable(),
  total_fen: z.string().nullable(),
});
export type PendingRefund = z.infer<typeof PendingRefundRow>;

/** The refund and the online payment it goes back to (the gateway needs the trade's total). */
export async function findRefundToSend(db: Db | Tx, refundId: number): Promise<PendingRefund | null> {
  const [row] = await queryChecked(
    db,
    PendingRefundRow,
    sql`SELECT f.status, f.refund_no, f.amount_fen::text, p.out_trade_no, p.amount_fen::text AS total_fen
          FROM order_refunds f
          LEFT JOIN payments p ON p.order_id = f.order_id AND p.status = 'paid' AND p.pay_type IN ('wechat', 'alipay')
         WHERE f.id = ${refundId}`,
  );
  return row ?? null;
}

/** Only a still-pending refund moves: a retry that finds it settled changes nothing. */
export async function markRefundSent(tx: Tx, refundId: number, providerRefundNo: string): Promise<void> {
  await tx.execute(
    sql`UPDATE order_refunds SET status = 'done', reference = ${providerRefundNo}
         WHERE id = ${refundId} AND status = 'pending'`,
  );
}

export async function markRefundFailed(tx: Tx, refundId: number, reason: string): Promise<void> {
  await tx.execute(
    sql`UPDATE order_refunds SET status = 'failed', failure = ${reason.slice(0, 200)}
         WHERE id = ${refundId} AND status = 'pending'`,
  );
}
