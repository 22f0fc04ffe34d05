import { fenToYuan, type GroupBuyMine } from '@shop/shared';
import type { MemberRow } from './groupbuy.repo';

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

export const mineOf = (m: MemberRow): GroupBuyMine => ({
  order_no: m.order_no,
  number: m.number,
  amount: fenToYuan(Number(m.amount)),
  status: m.status,
  status_text: MEMBER_STATUS_TEXT[m.status],
  order_id: m.order_id,
});
