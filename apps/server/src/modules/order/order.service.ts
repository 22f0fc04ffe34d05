import {
  ORDER_STATUS_TEXT,
  ORDER_TABS,
  ORDER_TAB_STATUSES,
  type Logistics,
  type OrderDetail,
  type OrderListResponse,
  type OrderStatus,
  type OrderTab,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { requestInvoice } from '../invoice/invoice.service';
import { notFound, refused } from '../../lib/errors';
import { insertEvent } from '../checkout/place.service';
import {
  countByStatus,
  eventsOf,
  findOwnOrder,
  linesOf,
  listOrders,
  lotsOf,
  paidPaymentOf,
} from './order.repo';
import { markReceived, markShipped } from './order.status.repo';
import { detailOf, listItem } from './order.view';
import { earnOrderPoints } from '../promo/points.ledger';
import { creditMonthCashback } from '../promo/cashback.service';
import { cancelOrders } from './release';
import { aftersaleStates } from '../aftersale/aftersale.service';
import type { LogisticsProvider } from '../logistics/logistics.provider';
import { notifyBuyer } from '../notify/buyer-notify';
import { webhookOrderShipped } from '../webhook/enqueue';
/** What other modules may use of this module's repository (they reach it through this service). */
export { findOwnOrder, linesOf } from './order.repo';

export interface ListParams {
  status: OrderTab;
  keyword: string;
  page: number;
  page_size: number;
}

export async function listMyOrders(db: Db, userId: number, q: ListParams): Promise<OrderListResponse> {
  const [byStatus, { rows, total }] = await Promise.all([
    countByStatus(db, userId),
    listOrders(db, userId, ORDER_TAB_STATUSES[q.status], q.keyword, q.page, q.page_size),
  ]);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const counts = Object.fromEntries(
    ORDER_TABS.map((tab) => [tab, ORDER_TAB_STATUSES[tab].reduce((s, st) => s + (byStatus.get(st) ?? 0), 0)]),
  ) as OrderListResponse['counts'];
  const states = await aftersaleStates(
    db,
    rows.map((r) => r.id),
  );
  return {
    counts,
    list: rows.map((o) => ({
      ...listItem(
        o,
        lines.filter((l) => l.orderId === o.id),
      ),
      after_sale: states.get(o.id) ?? null,
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function orderDetail(db: Db, userId: number, id: number): Promise<OrderDetail> {
  const order = await findOwnOrder(db, userId, id);
  if (!order) throw notFound('订单不存在');
  const [lines, lots, events, payment] = await Promise.all([
    linesOf(db, [id]),
    lotsOf(db, id),
    eventsOf(db, id),
    paidPaymentOf(db, id),
  ]);
  return detailOf(order, lines, lots, events, payment);
}

/** The buyer cancels an unpaid order: stock, coupon and flash tally go back at once. */
export async function cancelMyOrder(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await cancelOrders(tx, [id], { from: ['unpaid'], userId, note: '买家取消订单' });
    if (done.length > 0) return;
    const order = await findOwnOrder(tx, userId, id);
    if (!order) throw notFound('订单不存在');
    throw refused(`订单${ORDER_STATUS_TEXT[order.status]}，不能取消`);
  });
}

/** 确认收货: shipped → done, conditional so a double click acts once. */
export async function confirmReceipt(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await markReceived(tx, userId, id);
    if (rows.length > 0) {
      await insertEvent(tx, id, 'done', '买家已确认收货，订单完成');
      // 满额返现: the month's tier reached so far is credited to the balance with the receipt.
      await creditMonthCashback(tx, userId);
      await requestInvoice(tx, id);
      // 订单赠送积分: one point per yuan paid, logged once per order (promo/points.ledger).
      await earnOrderPoints(tx, userId, id);
      return;
    }
    const order = await findOwnOrder(tx, userId, id);
    if (!order) throw notFound('订单不存在');
    throw refused(`订单${ORDER_STATUS_TEXT[order.status]}，不能确认收货`);
  });
}

/** Operator action (back office later): paid → shipped with the carrier and tracking number. */
/**
 * The status change to 已发货. The back office ships only checked orders (adminShip, from 拣货中);
 * `from` lets fixtures ship a paid order without the warehouse steps.
 */
export async function shipOrder(
  db: Db,
  id: number,
  company: string,
  trackingNo: string,
  from: readonly OrderStatus[] = ['paid'],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await markShipped(tx, id, company, trackingNo, from);
    if (!rows[0]) return false;
    await insertEvent(tx, id, 'shipped', '商品已出库发货', `${company} ${trackingNo}`);
    await notifyBuyer(tx, rows[0].user_id, 'shipped', rows[0].order_no);
    await webhookOrderShipped(tx, id);
    return true;
  });
}

/**
 * Carrier and traces, newest first: the carrier's timeline from the logistics provider, after the
 * order's own steps (paid, shipped, received).
 */
export async function orderLogistics(
  db: Db,
  userId: number,
  id: number,
  provider: LogisticsProvider,
): Promise<Logistics> {
  const order = await findOwnOrder(db, userId, id);
  if (!order) throw notFound('订单不存在');
  const events = await eventsOf(db, id);
  const own = events
    .filter((e) => ['paid', 'shipped', 'done'].includes(e.status))
    .map((e) => ({ at: e.createdAt, text: e.note ? `${e.text}（${e.note}）` : e.text }));
  const carrier =
    order.trackingNo && order.shippedAt
      ? await provider.track({
          orderNo: order.orderNo,
          company: order.logisticsCompany,
          trackingNo: order.trackingNo,
          shippedAt: order.shippedAt,
          to: order.address,
        })
      : [];
  return {
    order_id: order.id,
    order_no: order.orderNo,
    status_text: ORDER_STATUS_TEXT[order.status],
    company: order.logisticsCompany,
    tracking_no: order.trackingNo,
    traces: [...carrier, ...own]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .map((t) => ({ at: t.at.toISOString(), text: t.text })),
  };
}
