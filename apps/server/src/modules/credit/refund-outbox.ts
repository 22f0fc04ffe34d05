/**
 * Online refunds leave the refund's transaction through the outbox: refundToSource writes the
 * order_refunds row 'pending' and a refund.online job in its transaction; the job runner sends it
 * to the gateway after the commit and retries with backoff while the gateway is down or slow.
 * The row's refund_no is the gateway's idempotency key, so a retry after a crash (the gateway
 * refunded, we had not yet marked it) gets the same refund back instead of a second one. A gateway
 * that refuses marks the row failed with its reason, for finance to pay back another way.
 */
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { enqueueJob, type JobHandler } from '../../lib/jobs';
import type { RefundProvider } from '../payment/provider';
import { findRefundToSend, markRefundFailed, markRefundSent } from './refund-outbox.repo';

export const ONLINE_REFUND_JOB = 'refund.online';

const PayloadSchema = z.object({ refundId: z.number().int(), provider: z.string() });

export const queueOnlineRefund = (tx: Tx, refundId: number, provider: string) =>
  enqueueJob(tx, { kind: ONLINE_REFUND_JOB, state: 'pending', payload: { refundId, provider } });

export const onlineRefundJob =
  (db: Db, refunder: RefundProvider): JobHandler =>
  async (claim) => {
    const job = PayloadSchema.parse(claim.job.payload);
    // Queued for another gateway than the one configured now: never send it to the wrong one.
    if (job.provider !== refunder.name)
      throw new Error(`refund queued for ${job.provider}, not ${refunder.name}`);
    const r = await findRefundToSend(db, job.refundId);
    if (!r || r.status !== 'pending' || r.out_trade_no === null) {
      await claim.finish({ state: 'done' });
      return;
    }
    // A throw (timeout, network) is retried by the runner with the same refund_no.
    const res = await refunder.refund({
      outTradeNo: r.out_trade_no,
      refundNo: r.refund_no,
      amountFen: Number(r.amount_fen),
      totalFen: Number(r.total_fen),
    });
    await db.transaction(async (tx) => {
      if (res.ok) await markRefundSent(tx, job.refundId, res.providerRefundNo);
      else await markRefundFailed(tx, job.refundId, res.message);
      await claim.finish({ state: res.ok ? 'done' : 'failed' }, tx);
    });
  };
