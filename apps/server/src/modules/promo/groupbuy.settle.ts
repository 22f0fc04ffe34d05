/**
 * The deadline of 拼团: an open group whose deadline has passed fails, every member's held units go
 * back to their lots, and every member is refunded to the balance with a money-log line, in one
 * transaction per group. The status moves by a conditional update (`status = 'open' AND ends_at <=
 * now`), so a group that filled first is never failed, a failed group can no longer be joined, and
 * two instances never refund (nor return units) twice.
 * Run by the periodic sweep and before every group-buy read, so pages never show a stale group.
 */
import type { Db } from '../../db/client';
import { creditBalance, logMoney } from './balance.repo';
import { dueGroupIds, failGroupRow, refundMembers } from './groupbuy-settle.repo';
import { releaseHeldLots } from './groupbuy.orders';

const REFUND_USE_TYPE = 3;

/** Fails and refunds the due groups; returns how many groups it failed. */
export async function settleDueGroupBuys(db: Db, now = new Date()): Promise<number> {
  const due = await dueGroupIds(db, now);
  let failed = 0;
  for (const id of due) if (await failGroup(db, id, now)) failed += 1;
  return failed;
}

async function failGroup(db: Db, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const title = await failGroupRow(tx, id, at);
    if (title === undefined) return false;
    const members = await refundMembers(tx, id, at);
    // The status moved once (above), so the held units go back exactly once.
    await releaseHeldLots(
      tx,
      members.flatMap((m) => m.lots),
    );
    // Buyers in id order, as every other balance change locks one buyer at a time.
    for (const m of [...members].sort((a, b) => a.user_id - b.user_id)) {
      const amount = Number(m.amount);
      if (amount <= 0) continue;
      const balance = await creditBalance(tx, m.user_id, amount);
      await logMoney(tx, {
        userId: m.user_id,
        amountFen: amount,
        balanceAfterFen: balance,
        useType: REFUND_USE_TYPE,
        remark: `拼团未成团退款 ${m.order_no} ${title}`,
      });
    }
    return true;
  });
}
