/**
 * The back office's queues of work: what each counts, who may act on it (the permission), and the
 * pre-filtered list it opens. The dashboard shows the ones the operator may act on, and the bell
 * (notify module) announces a queue that grew.
 */
import { sql, type SQL } from 'drizzle-orm';
import { hasPermission, type DashboardQueue, type Permission } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { WAITING_COUNT } from '../service/chat-desk.service';

/** Lots expiring within this many days are near expiry (近效期): the lots page's default window. */
export const NEAR_EXPIRY_DAYS = 180;

interface QueueDef {
  key: string;
  label: string;
  permission: Permission;
  to: string;
  count: SQL;
  /** Standing stock conditions: shown on the dashboard and in the bell's list, not as new work. */
  standing?: true;
}

export const QUEUES: QueueDef[] = [
  {
    key: 'qualifications',
    label: '待审核资质',
    permission: 'buyer.review',
    to: '/buyers?verified=no',
    count: sql`(SELECT count(*) FROM companies WHERE NOT is_passed)`,
  },
  {
    key: 'transfers',
    label: '待确认转账',
    permission: 'order.confirm_transfer',
    to: '/orders?status=awaiting_transfer',
    count: sql`(SELECT count(*) FROM orders WHERE status = 'awaiting_transfer')`,
  },
  {
    key: 'to_ship',
    label: '待拣货发货',
    permission: 'order.ship',
    to: '/orders?status=paid',
    count: sql`(SELECT count(*) FROM orders WHERE status = 'paid')`,
  },
  {
    key: 'returns_to_review',
    label: '待审核退货',
    permission: 'aftersale.handle',
    to: '/aftersales?status=pending',
    count: sql`(SELECT count(*) FROM aftersales WHERE status = 'pending')`,
  },
  {
    key: 'returns_to_inspect',
    label: '待验收退货',
    permission: 'aftersale.handle',
    to: '/aftersales?status=shipped',
    count: sql`(SELECT count(*) FROM aftersales WHERE status = 'shipped')`,
  },
  {
    key: 'refunds_to_pay',
    label: '待退款',
    permission: 'aftersale.refund',
    to: '/aftersales?status=received',
    count: sql`(SELECT count(*) FROM aftersales WHERE status = 'received')`,
  },
  {
    key: 'chats_waiting',
    label: '待回复会话',
    permission: 'service.chat',
    to: '/chats?waiting=1',
    // The chat list's 只看待回复 rule (chat-desk.repo.ts): the buyer wrote after the last answer of a person.
    count: WAITING_COUNT,
  },
  {
    key: 'feedback_open',
    label: '待回复反馈',
    permission: 'service.reply',
    to: '/feedback?status=pending',
    count: sql`(SELECT count(*) FROM feedbacks WHERE reply IS NULL)`,
  },
  {
    key: 'wanted_open',
    label: '待回复求购',
    permission: 'service.reply',
    to: '/wanted?status=pending',
    count: sql`(SELECT count(*) FROM wanted_varieties WHERE status = 'pending')`,
  },
  {
    key: 'low_stock',
    label: '低库存商品',
    // Restocking and freezing lots are the goods department's work (goods.edit), not everyone who reads goods.
    permission: 'goods.edit',
    to: '/goods?low_stock=1',
    standing: true,
    // The goods list's 低库存 filter (goods.admin.repo.ts), so the count is what the link shows.
    count: sql`(SELECT count(*) FROM goods g WHERE g.stock < greatest(g.big_pack, 10))`,
  },
  {
    key: 'near_expiry',
    label: '近效期批次',
    permission: 'goods.edit',
    to: '/lots/near-expiry',
    standing: true,
    // The lots page's 近效期 view (lots.admin.repo.ts), so the count is what the link shows.
    count: sql`(SELECT count(*) FROM goods_lots l WHERE l.stock > 0 AND NOT l.frozen AND l.expires_on >= current_date
                  AND l.expires_on < current_date + ${NEAR_EXPIRY_DAYS}::int)`,
  },
];

/** The queues these permissions may act on, with their counts, in one query. */
export async function queuesFor(db: Db, permissions: readonly string[]): Promise<DashboardQueue[]> {
  const mine = QUEUES.filter((q) => hasPermission(permissions, q.permission));
  if (mine.length === 0) return [];
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT ${sql.join(
      mine.map((q) => sql`${q.count}::int AS ${sql.identifier(q.key)}`),
      sql`, `,
    )}`,
  );
  return mine.map((q) => ({
    key: q.key,
    label: q.label,
    count: row?.[q.key] ?? 0,
    to: q.to,
    ...(q.standing ? { standing: true } : {}),
  }));
}
