/**
 * The deadline of 拼团: an open group whose deadline has passed fails, every member's held units go
 * back to their lots, and every member is refunded to the balance with a money-log line, in one
 * transaction per group. The status moves by a conditional update (`status = 'open' AND ends_at <=
 * now`), so a group that filled first is never failed, a failed group can no longer be joined, and
 * two instances never refund (nor return units) twice.
 * Run by the periodic sweep and before every group-buy read, so pages never show a stale group.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { HeldLot } from '../../db/schema/index';
import { releaseHeldLots } from './groupbuy.orders';

const REFUND_USE_TYPE = 3;

/** Fails and refunds the due groups; returns how many groups it failed. */
export async function settleDueGroupBuys(db: Db, now = new Date()): Promise<number> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM group_buys WHERE status = 'open' AND ends_at <= ${now.toISOString()} ORDER BY id LIMIT 100`,
  );
  let failed = 0;
  for (const { id } of due) if (await failGroup(db, id, now)) failed += 1;
  return failed;
}

async function failGroup(db: Db, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const [group] = await queryRows<{ title: string }>(
      tx,
      sql`UPDATE group_buys SET status = 'failed', held = 0, settled_at = ${at}
          WHERE id = ${id} AND status = 'open' AND ends_at <= ${at} RETURNING title`,
    );
    if (!group) return false;
    const members = await queryRows<{
      user_id: number;
      amount: string | number;
      order_no: string;
      lots: HeldLot[];
    }>(
      tx,
      sql`UPDATE group_buy_members SET status = 'refunded', settled_at = ${at}
          WHERE group_buy_id = ${id} AND status = 'joined'
          RETURNING user_id, amount_fen::bigint AS amount, order_no, lots`,
    );
    // The status moved once (above), so the held units go back exactly once.
    await releaseHeldLots(
      tx,
      members.flatMap((m) => m.lots),
    );
    // Buyers in id order, as every other balance change locks one buyer at a time.
    for (const m of [...members].sort((a, b) => a.user_id - b.user_id)) {
      const amount = Number(m.amount);
      if (amount <= 0) continue;
      const [user] = await queryRows<{ balance: string | number }>(
        tx,
        sql`UPDATE users SET balance_fen = balance_fen + ${amount} WHERE id = ${m.user_id} RETURNING balance_fen AS balance`,
      );
      await tx.execute(
        sql`INSERT INTO user_money_log (user_id, amount_fen, balance_after_fen, use_type, remark)
            VALUES (${m.user_id}, ${amount}, ${Number(user?.balance ?? 0)}, ${REFUND_USE_TYPE},
                    ${`拼团未成团退款 ${m.order_no} ${group.title}`})`,
      );
    }
    return true;
  });
}
