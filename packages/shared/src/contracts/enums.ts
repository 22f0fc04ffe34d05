/** Order, payment, invoice and coupon vocabularies shared by the pages and the server. */
import { z } from 'zod';
import { intParam } from './common';

/**
 * unpaid 待付款 → (balance / online) paid 待发货 → shipped 已发货 → done 已完成;
 * unpaid → awaiting_transfer 待确认到账 (对公转账) → paid once an operator confirms the money;
 * unpaid / awaiting_transfer → cancelled 已取消 (buyer, or the unpaid timeout).
 * paid → picking 拣货中 (on a 拣货单) → shipped once the 复核 passed (warehouse, issue 29).
 */
export const ORDER_STATUSES = [
  'unpaid',
  'awaiting_transfer',
  'paid',
  'picking',
  'shipped',
  'done',
  'cancelled',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  unpaid: '待付款',
  awaiting_transfer: '待确认到账',
  paid: '待发货',
  picking: '拣货中',
  shipped: '已发货',
  done: '已完成',
  cancelled: '已取消',
};

/**
 * The warehouse's transitions in one place: the statuses a 拣货单 takes orders from (a credit order
 * that ships like a paid one adds its status here), and the one shipping starts from.
 */
export const PICKABLE_STATUSES: readonly OrderStatus[] = ['paid'];
export const SHIPPABLE_STATUS: OrderStatus = 'picking';

/** Tabs of the orders centre and the statuses each shows. */
export const ORDER_TABS = ['all', 'unpaid', 'unshipped', 'shipped', 'done', 'cancelled'] as const;
export const OrderTabSchema = z.enum(ORDER_TABS);
export type OrderTab = z.infer<typeof OrderTabSchema>;
export const ORDER_TAB_STATUSES: Record<OrderTab, readonly OrderStatus[]> = {
  all: ORDER_STATUSES,
  unpaid: ['unpaid', 'awaiting_transfer'],
  unshipped: ['paid', 'picking'],
  shipped: ['shipped'],
  done: ['done'],
  cancelled: ['cancelled'],
};
export const ORDER_TAB_TEXT: Record<OrderTab, string> = {
  all: '全部订单',
  unpaid: '待付款',
  unshipped: '待发货',
  shipped: '待收货',
  done: '已完成',
  cancelled: '已取消',
};

/** normal 普通订单; ephedrine 含麻黄碱订单: its own order, paid on /cart/hm, purchaser recorded. */
export const OrderKindSchema = z.enum(['normal', 'ephedrine']);
export type OrderKind = z.infer<typeof OrderKindSchema>;

/** credit 账期支付: the order ships at once and becomes a receivable due after the buyer's term. */
export const PAY_TYPES = ['balance', 'offline', 'wechat', 'alipay', 'credit'] as const;
export const PayTypeSchema = z.enum(PAY_TYPES, { error: '请选择支付方式' });
export type PayType = z.infer<typeof PayTypeSchema>;
export const PAY_TYPE_TEXT: Record<PayType, string> = {
  balance: '余额支付',
  offline: '对公转账',
  wechat: '微信支付',
  alipay: '支付宝',
  credit: '账期支付',
};

/** 0 不开发票, 1 普通发票, 2 增值税专用发票. */
export const INVOICE_TYPES = [0, 1, 2] as const;
export const InvoiceTypeSchema = intParam('请选择发票类型', 0, 2).transform((v) => v as 0 | 1 | 2);
export const INVOICE_TYPE_TEXT: Record<0 | 1 | 2, string> = {
  0: '不开发票',
  1: '普通发票',
  2: '增值税专用发票',
};

/** coupon 优惠券 (满减/折扣), voucher 现金券 (no threshold). Query `type`: 1 coupon, 2 voucher. */
export const CouponKindSchema = z.enum(['coupon', 'voucher']);
export type CouponKind = z.infer<typeof CouponKindSchema>;
/** Query `status`: 1 unused 未使用, 2 used 已使用, 3 expired 已过期. */
export const COUPON_STATUS_TEXT = { 1: '未使用', 2: '已使用', 3: '已过期' } as const;

/**
 * Money-log kinds (use_type): 1 充值, 2 订单支付, 3 订单退款, 4 人工调整, 5 满额返现,
 * 6 账期还款 (balance used to repay credit), 7 转账溢缴 (a transfer larger than what it paid).
 */
export const MONEY_USE_TYPE_TEXT = {
  1: '充值',
  2: '订单支付',
  3: '订单退款',
  4: '人工调整',
  5: '满额返现',
  6: '账期还款',
  7: '转账溢缴',
} as const;
export type MoneyUseType = keyof typeof MONEY_USE_TYPE_TEXT;
