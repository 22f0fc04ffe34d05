/** SQL of the back office's queues: what each one counts (dashboard.queues.ts names them). */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { WAITING_COUNT } from '../service/chat-desk.service';

/** Lots expiring within this many days are near expiry (近效期): the lots page's default window. */
export const NEAR_EXPIRY_DAYS = 180;

/** Each queue's count, a scalar subquery, by queue key. */
export const QUEUE_COUNTS = {
  qualifications: sql`(SELECT count(*) FROM companies WHERE NOT is_passed)`,
  transfers: sql`(SELECT count(*) FROM orders WHERE status = 'awaiting_transfer')`,
  to_ship: sql`(SELECT count(*) FROM orders WHERE status = 'paid')`,
  returns_to_review: sql`(SELECT count(*) FROM aftersales WHERE status = 'pending')`,
  returns_to_inspect: sql`(SELECT count(*) FROM aftersales WHERE status = 'shipped')`,
  refunds_to_pay: sql`(SELECT count(*) FROM aftersales WHERE status = 'received')`,
  // The chat list's 只看待回复 rule (chat-desk.repo.ts): the buyer wrote after the last answer of a person.
  chats_waiting: WAITING_COUNT,
  feedback_open: sql`(SELECT count(*) FROM feedbacks WHERE reply IS NULL)`,
  wanted_open: sql`(SELECT count(*) FROM wanted_varieties WHERE status = 'pending')`,
  // The goods list's 低库存 filter (goods.admin.repo.ts), so the count is what the link shows.
  low_stock: sql`(SELECT count(*) FROM goods g WHERE g.stock < greatest(g.big_pack, 10))`,
  // The lots page's 近效期 view (lots.admin.repo.ts), so the count is what the link shows.
  near_expiry: sql`(SELECT count(*) FROM goods_lots l WHERE l.stock > 0 AND NOT l.frozen AND l.expires_on >= current_date
                  AND l.expires_on < current_date + ${NEAR_EXPIRY_DAYS}::int)`,
} satisfies Record<string, SQL>;

export type QueueKey = keyof typeof QUEUE_COUNTS;

/** The counts of these queues, in one query. */
export async function countQueues(db: Db, keys: readonly QueueKey[]) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT ${sql.join(
      keys.map((key) => sql`${QUEUE_COUNTS[key]}::int AS ${sql.identifier(key)}`),
      sql`, `,
    )}`,
  );
  return row;
}
