import { sql } from 'drizzle-orm';
import { fenToYuan, type GroupBuyMine } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export const MEMBER_STATUS_TEXT: Record<GroupBuyMine['status'], string> = {
  joined: '已参团，等待成团',
  success: '已成团，等待发货',
  refunded: '未成团，已退款至余额',
};

/** 拼团规则 shown on /list/info-pt/{id}; the server enforces each of them. */
export const GROUP_RULES = [
  '参团即按拼团价从账户余额支付，并为您锁定库存（收货地址为参团时的默认地址）。',
  '截止时间前参团人数达到成团人数，即成团，订单进入“我的订单”并安排发货。',
  '截止时间到仍未成团，订单自动取消，已付款项原路退回账户余额。',
  '每个账户每个团限参团一次，参团数量不超过每人限购数。',
];

export interface MemberRow {
  order_no: string;
  number: number;
  amount: string | number;
  status: GroupBuyMine['status'];
  order_id: number | null;
}

/** The buyer's own place in a group, if any. */
export async function memberRow(
  db: Db | Tx,
  groupId: number,
  userId: number,
): Promise<MemberRow | undefined> {
  const [row] = await queryRows<MemberRow>(
    db,
    sql`SELECT order_no, number, amount_fen::bigint AS amount, status, order_id FROM group_buy_members
        WHERE group_buy_id = ${groupId} AND user_id = ${userId}`,
  );
  return row;
}

export const mineOf = (m: MemberRow): GroupBuyMine => ({
  order_no: m.order_no,
  number: m.number,
  amount: fenToYuan(Number(m.amount)),
  status: m.status,
  status_text: MEMBER_STATUS_TEXT[m.status],
  order_id: m.order_id,
});
