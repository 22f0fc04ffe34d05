/**
 * Cancels unpaid orders past their deadline (a bank transfer's: the transfer window, in days). Every app instance runs it; `FOR UPDATE SKIP LOCKED`
 * lets instances claim disjoint batches instead of queueing on each other, and because due orders
 * are read from the database the sweep catches up after any restart.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startPeriodic } from '../../lib/periodic';
import { cancelOrders } from './release';
import { claimDueUnpaid } from './release.repo';

const NOTE = '超时未支付，系统自动取消';

/** One pass: cancels due orders in batches until none is left; returns how many it cancelled. */
export async function sweepUnpaidOrders(db: Db, now = new Date(), batch = 50): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await claimDueUnpaid(tx, now, batch);
      const ids = due.map((r) => r.id);
      return (await cancelOrders(tx, ids, { from: ['unpaid', 'awaiting_transfer'], note: NOTE })).length;
    });
    total += n;
    if (n < batch) return total;
  }
}

/** Starts the periodic sweep (server.ts); returns a stop function for shutdown. */
export function startUnpaidSweeper(db: Db, intervalSeconds: number, log: FastifyBaseLogger): () => void {
  return startPeriodic('unpaid order sweep', intervalSeconds, log, async () => {
    const n = await sweepUnpaidOrders(db);
    return n > 0 ? { cancelled: n } : null;
  });
}
