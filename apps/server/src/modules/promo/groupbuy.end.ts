/**
 * 结束拼团 from the back office: the deadline moves to now (only while the group is open), then the
 * usual settlement fails it and refunds every member, exactly as at a natural deadline. Ending a
 * group that already filled or failed changes nothing and is refused.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { settleDueGroupBuys } from './groupbuy.settle';

export async function endGroupBuy(db: Db, actor: Actor, id: number, now = new Date()) {
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    const [ended] = await queryRows<{ title: string; joined: number }>(
      tx,
      sql`UPDATE group_buys SET ends_at = ${at} WHERE id = ${id} AND status = 'open' RETURNING title, joined`,
    );
    if (!ended) {
      const [row] = await queryRows<{ status: string }>(
        tx,
        sql`SELECT status FROM group_buys WHERE id = ${id}`,
      );
      if (!row) throw notFound('拼团不存在');
      throw refused(row.status === 'success' ? '拼团已成团，不能结束' : '拼团已结束');
    }
    await audit(tx, actor, {
      action: 'promotion.groupbuy.end',
      targetType: 'group_buys',
      targetId: id,
      summary: `结束拼团「${ended.title}」，已参团${ended.joined}人全部退款`,
    });
  });
  await settleDueGroupBuys(db, now);
  return { id };
}
