/**
 * 结束拼团 from the back office: the deadline moves to now (only while the group is open), then the
 * usual settlement fails it and refunds every member, exactly as at a natural deadline. Ending a
 * group that already filled or failed changes nothing and is refused.
 */
import type { Db } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { endGroupNow, groupStatus } from './groupbuy-settle.repo';
import { settleDueGroupBuys } from './groupbuy.settle';

export async function endGroupBuy(db: Db, actor: Actor, id: number) {
  const endedAt = await db.transaction(async (tx) => {
    // The deadline moves to the database's clock, and only while it is still ahead of it: of two
    // operators ending the group at once, the second waits for the first's row lock, then sees a
    // deadline already past and is refused (both once answered success and wrote an audit row).
    const ended = await endGroupNow(tx, id);
    if (!ended) {
      const status = await groupStatus(tx, id);
      if (status === undefined) throw notFound('拼团不存在');
      throw refused(status === 'success' ? '拼团已成团，不能结束' : '拼团已结束');
    }
    await audit(tx, actor, {
      action: 'promotion.groupbuy.end',
      targetType: 'group_buys',
      targetId: id,
      summary: `结束拼团「${ended.title}」，已参团${ended.joined}人全部退款`,
    });
    return new Date(ended.ends_at);
  });
  // The database keeps microseconds and a JS Date drops them: ends_at 12:00:00.123456 reads back as
  // .123, and a settlement at .123 (same millisecond, a fast machine) would not find the group due
  // and leave the members unrefunded. One millisecond past the read-back deadline always is.
  await settleDueGroupBuys(db, new Date(Math.max(Date.now(), endedAt.getTime() + 1)));
  return { id };
}
