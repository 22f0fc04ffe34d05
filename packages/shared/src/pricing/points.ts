/**
 * 积分 earned by an order: one point per whole yuan actually paid (payable after every discount,
 * including freight), credited once when the buyer confirms receipt. Refunded or cancelled
 * orders never reach receipt, so they earn nothing.
 */
import type { Fen } from './fen';

export const POINTS_PER_YUAN = 1;

export const pointsForOrder = (payable: Fen): number =>
  payable <= 0 ? 0 : Math.floor(payable / 100) * POINTS_PER_YUAN;

/** points_log reasons and how the member centre names them. */
export const POINTS_REASON_TEXT = {
  order: '订单赠送',
  spend: '积分兑换',
  draw: '抽奖获得',
  adjust: '人工调整',
  register: '注册赠送',
  refund: '退款扣回',
} as const;
export type PointsReason = keyof typeof POINTS_REASON_TEXT;
