import {
  INVOICE_TYPE_TEXT,
  ORDER_STATUS_TEXT,
  PAY_TYPE_TEXT,
  fenToYuan,
  maskIdNo,
  type OrderDetail,
  type OrderListItem,
} from '@shop/shared';
import type { orderEvents, orderLineLots, orderLines, payments } from '../../db/schema/index';
import type { OrderRow } from './order.repo';
import { partWire } from '../cart/line-parts';

type LineRow = typeof orderLines.$inferSelect;
type LotRow = typeof orderLineLots.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** A line's sub-lines on the wire: as priced, or one part for an order placed before parts were kept. */
export const linePartsOf = (l: LineRow) =>
  (l.parts.length
    ? l.parts
    : [{ number: l.number, price: l.unitPriceFen, total: l.totalFen, reason: null }]
  ).map(partWire);

export const actionsOf = (o: Pick<OrderRow, 'status'>) => ({
  can_pay: o.status === 'unpaid' || o.status === 'awaiting_transfer',
  can_cancel: o.status === 'unpaid',
  can_confirm: o.status === 'shipped',
  can_rebuy: true,
});

export function listItem(o: OrderRow, lines: LineRow[]): OrderListItem {
  return {
    id: o.id,
    order_no: o.orderNo,
    kind: o.kind,
    status: o.status,
    status_text: ORDER_STATUS_TEXT[o.status],
    created_at: o.createdAt.toISOString(),
    payable: fenToYuan(o.payableFen),
    pay_type: o.payType,
    goods_count: lines.length,
    lines: lines.slice(0, 5).map((l) => ({
      goods_id: l.goodsId,
      name: l.name,
      ypgg: l.ypgg,
      image: l.image,
      number: l.number,
      price: fenToYuan(l.unitPriceFen),
    })),
    actions: actionsOf(o),
  };
}

const fullAddress = (a: OrderRow['address']) =>
  `${a.province}${a.city === '市辖区' ? '' : a.city}${a.district}${a.detail}`;

export function detailOf(
  o: OrderRow,
  lines: LineRow[],
  lots: LotRow[],
  events: EventRow[],
  payment: PaymentRow | null,
): OrderDetail {
  const invoiceType: 0 | 1 | 2 = o.invoiceType === 1 || o.invoiceType === 2 ? o.invoiceType : 0;
  return {
    id: o.id,
    order_no: o.orderNo,
    kind: o.kind,
    status: o.status,
    status_text: ORDER_STATUS_TEXT[o.status],
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    pay_deadline: o.status === 'unpaid' ? o.payDeadline.toISOString() : null,
    pay_type: o.payType,
    pay_type_text: PAY_TYPE_TEXT[o.payType],
    amounts: {
      goods_amount: fenToYuan(o.goodsAmountFen),
      manjian_amount: fenToYuan(o.manjianFen),
      coupon_amount: fenToYuan(o.couponFen),
      shipping_fee: fenToYuan(o.shippingFeeFen),
      payable: fenToYuan(o.payableFen),
      paid_amount: fenToYuan(o.paidFen),
    },
    coupon: o.userCouponId ? { id: o.userCouponId, name: o.couponName } : null,
    address: { consignee: o.address.consignee, phone: o.address.phone, full_address: fullAddress(o.address) },
    invoice: {
      type: invoiceType,
      type_text: INVOICE_TYPE_TEXT[invoiceType],
      title: o.invoiceTitle,
      tax_no: o.invoiceTaxNo,
    },
    remark: o.remark,
    purchaser: o.purchaserName ? { name: o.purchaserName, id_no: maskIdNo(o.purchaserIdNo ?? '') } : null,
    lines: lines.map((l) => ({
      id: l.id,
      goods_id: l.goodsId,
      name: l.name,
      sccj: l.sccj,
      ypgg: l.ypgg,
      bzdw: l.bzdw,
      approval_no: l.approvalNo,
      image: l.image,
      number: l.number,
      price: fenToYuan(l.unitPriceFen),
      total: fenToYuan(l.totalFen),
      manjian_share: fenToYuan(l.manjianShareFen),
      coupon_share: fenToYuan(l.couponShareFen),
      parts: linePartsOf(l),
      lots: lots
        .filter((x) => x.orderLineId === l.id)
        .map((x) => ({
          batch_no: x.batchNo,
          produced_on: x.producedOn,
          expires_on: x.expiresOn,
          number: x.number,
        })),
    })),
    payment: payment
      ? {
          pay_type: payment.payType,
          out_trade_no: payment.outTradeNo,
          amount: fenToYuan(payment.amountFen),
          paid_at: payment.paidAt?.toISOString() ?? '',
        }
      : null,
    timeline: events.map((e) => ({
      status: e.status,
      text: e.text,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    actions: actionsOf(o),
  };
}
