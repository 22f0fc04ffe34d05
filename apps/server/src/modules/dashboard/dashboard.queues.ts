/**
 * The back office's queues of work: what each counts, who may act on it (the permission), and the
 * pre-filtered list it opens. The dashboard shows the ones the operator may act on, and the bell
 * (notify module) announces a queue that grew.
 */
import { hasPermission, type DashboardQueue, type Permission } from '@shop/shared';
import type { Db } from '../../db/client';
import { countQueues, type QueueKey } from './queues.repo';

export { NEAR_EXPIRY_DAYS } from './queues.repo';

interface QueueDef {
  /** Also names what it counts (queues.repo.ts). */
  key: QueueKey;
  label: string;
  permission: Permission;
  to: string;
  /** Standing stock conditions: shown on the dashboard and in the bell's list, not as new work. */
  standing?: true;
}

export const QUEUES: QueueDef[] = [
  {
    key: 'qualifications',
    label: '待审核资质',
    permission: 'buyer.review',
    to: '/buyers?verified=no',
  },
  {
    key: 'transfers',
    label: '待确认转账',
    permission: 'order.confirm_transfer',
    to: '/orders?status=awaiting_transfer',
  },
  {
    key: 'to_ship',
    label: '待拣货发货',
    permission: 'order.ship',
    to: '/orders?status=paid',
  },
  {
    key: 'returns_to_review',
    label: '待审核退货',
    permission: 'aftersale.handle',
    to: '/aftersales?status=pending',
  },
  {
    key: 'returns_to_inspect',
    label: '待验收退货',
    permission: 'aftersale.handle',
    to: '/aftersales?status=shipped',
  },
  {
    key: 'refunds_to_pay',
    label: '待退款',
    permission: 'aftersale.refund',
    to: '/aftersales?status=received',
  },
  {
    key: 'chats_waiting',
    label: '待回复会话',
    permission: 'service.chat',
    to: '/chats?waiting=1',
  },
  {
    key: 'feedback_open',
    label: '待回复反馈',
    permission: 'service.reply',
    to: '/feedback?status=pending',
  },
  {
    key: 'wanted_open',
    label: '待回复求购',
    permission: 'service.reply',
    to: '/wanted?status=pending',
  },
  {
    key: 'low_stock',
    label: '低库存商品',
    // Restocking and freezing lots are the goods department's work (goods.edit), not everyone who reads goods.
    permission: 'goods.edit',
    to: '/goods?low_stock=1',
    standing: true,
  },
  {
    key: 'near_expiry',
    label: '近效期批次',
    permission: 'goods.edit',
    to: '/lots/near-expiry',
    standing: true,
  },
];

/** The queues these permissions may act on, with their counts, in one query. */
export async function queuesFor(db: Db, permissions: readonly string[]): Promise<DashboardQueue[]> {
  const mine = QUEUES.filter((q) => hasPermission(permissions, q.permission));
  if (mine.length === 0) return [];
  const row = await countQueues(
    db,
    mine.map((q) => q.key),
  );
  return mine.map((q) => ({
    key: q.key,
    label: q.label,
    count: row?.[q.key] ?? 0,
    to: q.to,
    ...(q.standing ? { standing: true } : {}),
  }));
}
