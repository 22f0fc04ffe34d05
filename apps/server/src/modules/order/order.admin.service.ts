/** Operators' order work: every state change is conditional and audited in its own transaction. */
import {
  ORDER_STATUS_TEXT,
  PICKABLE_STATUSES,
  SHIPPABLE_STATUS,
  fenToYuan,
  isResidentIdNo,
  type AdminOrderDetail,
  type AdminOrderQuery,
  type MatchTransferBody,
  type OrderStatus,
  type ShipBody,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import type { LogisticsProvider } from '../logistics/logistics.provider';
import { queueCarrierRegistration } from '../logistics/carrier-outbox';
import { matchTransfer } from '../credit/transfer.service';
import { refundText, refundToSource } from '../credit/refund.service';
import type { RefundProvider } from '../payment/provider';
import { insertEvent } from '../checkout/place.service';
import {
  fulfilmentChecked,
  lockOrderForShipping,
  lockOrderStatus,
  orderStatusRow,
  owedOnCancel,
  setShipper,
} from './order.actions.repo';
import { countAdminOrders, findAdminOrder, listAdminOrders, rowOf } from './order.admin.repo';
import { dosageForms, orderMoneyOf } from './order.detail.repo';
import { eventsOf, linesOf, lotsOf } from './order.repo';
import { linePartsOf } from './order.view';
import { shipOrder } from './order.service';
import { cancelOrders } from './release';

export async function adminOrderList(db: Db, q: AdminOrderQuery) {
  const [rows, total] = await Promise.all([
    listAdminOrders(db, q, q.page_size, (q.page - 1) * q.page_size),
    countAdminOrders(db, q),
  ]);
  return { list: rows.map(rowOf), total, page: q.page, page_size: q.page_size };
}

export async function adminOrderDetail(db: Db, id: number): Promise<AdminOrderDetail> {
  const order = await findAdminOrder(db, id);
  if (!order) throw notFound('订单不存在');
  const [m, lines, lots, events] = await Promise.all([
    orderMoneyOf(db, id),
    linesOf(db, [id]),
    lotsOf(db, id),
    eventsOf(db, id),
  ]);
  if (!m) throw notFound('订单不存在');
  const forms = await dosageForms(
    db,
    lines.map((l) => l.goodsId),
  );
  const s = order.status;
  const checked = m.checked_at !== null;
  return {
    ...rowOf(order),
    goods_amount: fenToYuan(m.goods_amount_fen),
    discount: fenToYuan(m.manjian_fen + m.coupon_fen),
    manjian: fenToYuan(m.manjian_fen),
    coupon: fenToYuan(m.coupon_fen),
    coupon_name: m.coupon_name,
    shipping_fee: fenToYuan(m.shipping_fee_fen),
    paid: fenToYuan(m.paid_fen),
    remark: m.remark,
    address: order.address,
    buyer: {
      company: order.company,
      phone: m.buyer_phone,
      credit_code: m.credit_code,
      drug_license_no: m.drug_license_no ?? '',
    },
    purchaser:
      order.kind === 'ephedrine'
        ? {
            name: m.purchaser_name ?? '',
            id_no: m.purchaser_id_no ?? '',
            id_valid: isResidentIdNo(m.purchaser_id_no ?? ''),
          }
        : null,
    logistics: { company: m.logistics_company, tracking_no: m.tracking_no },
    fulfilment: {
      pick_no: m.pick_no ?? '',
      picker: m.picker ?? '',
      checker: m.checker ?? '',
      checked_at: m.checked_at ?? '',
      shipper: m.shipper ?? '',
      shipped_at: m.shipped_at ?? '',
    },
    lines: lines.map((l) => ({
      id: l.id,
      goods_id: l.goodsId,
      name: l.name,
      ypgg: l.ypgg,
      sccj: l.sccj,
      approval_no: l.approvalNo,
      dosage_form: forms.get(l.goodsId) ?? '',
      bzdw: l.bzdw,
      number: l.number,
      price: fenToYuan(l.unitPriceFen),
      total: fenToYuan(l.totalFen),
      parts: linePartsOf(l),
      lots: lots
        .filter((x) => x.orderLineId === l.id)
        .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn))
        .map((x) => ({
          batch_no: x.batchNo,
          produced_on: x.producedOn,
          expires_on: x.expiresOn,
          number: x.number,
        })),
    })),
    events: events.map((e) => ({ at: e.createdAt.toISOString(), text: e.text, note: e.note })),
    actions: {
      can_confirm_transfer: s === 'awaiting_transfer',
      can_ship: s === SHIPPABLE_STATUS && checked,
      can_cancel: s === 'unpaid' || s === 'awaiting_transfer' || s === 'paid',
      // The 随货同行单 names its 复核人: printed once the check passed.
      can_print: (s === 'picking' && checked) || s === 'shipped' || s === 'done',
    },
  };
}

async function statusOf(tx: Tx, id: number): Promise<{ status: OrderStatus; order_no: string }> {
  const row = await orderStatusRow(tx, id);
  if (!row) throw notFound('订单不存在');
  return row;
}
const result = (status: OrderStatus) => ({ status, status_text: ORDER_STATUS_TEXT[status] });

/**
 * 财务: the transfer arrived, with the amount on the bank statement and its serial. Short leaves the
 * rest due, over goes to the balance (credit/transfer.service); a repeat serial is refused.
 */
export async function adminConfirmTransfer(db: Db, actor: Actor, id: number, body: MatchTransferBody) {
  return db.transaction(async (tx) => {
    const o = await lockOrderStatus(tx, id);
    if (!o) throw notFound('订单不存在');
    if (o.status !== 'awaiting_transfer' && o.status !== 'unpaid')
      throw refused(`订单${ORDER_STATUS_TEXT[o.status]}，无需确认到账`);
    const m = await matchTransfer(tx, actor, { userId: o.user_id, orderId: id, voucherId: null }, body);
    return result(m.remaining === '0.00' ? 'paid' : 'awaiting_transfer');
  });
}

/**
 * 订单/仓库: ships the FEFO lots allocated at checkout; ephedrine orders need the ID checked first.
 * A company the carrier platform does not take is refused before anything changes; the waybill
 * itself leaves through the outbox (a job written in this transaction, sent after the commit and
 * retried), so a slow or failing carrier never holds the order's locks. `onQueued` wakes the runner.
 */
export async function adminShip(
  db: Db,
  actor: Actor,
  id: number,
  body: ShipBody,
  logistics: LogisticsProvider,
  onQueued?: () => void,
) {
  const shipped = await db.transaction((tx) => shipInTx(tx, actor, id, body, logistics));
  onQueued?.();
  return shipped;
}

/** The shipment inside the caller's transaction (the back office's, or an ERP shipment's). */
export async function shipInTx(
  tx: Tx,
  actor: Actor,
  id: number,
  body: ShipBody,
  logistics: LogisticsProvider,
) {
  const refusal = logistics.refusal(body.company);
  if (refusal) throw refused(refusal);
  const o = await lockOrderForShipping(tx, id);
  if (!o) throw notFound('订单不存在');
  if ((PICKABLE_STATUSES as readonly string[]).includes(o.status))
    throw refused(`订单 ${o.order_no} 尚未拣货复核，不能发货：请先生成拣货单并由复核员复核`);
  if (o.status !== SHIPPABLE_STATUS) throw refused(`订单${ORDER_STATUS_TEXT[o.status]}，不能发货`);
  const f = await fulfilmentChecked(tx, id);
  if (!f?.checked) throw refused(`订单 ${o.order_no} 尚未复核，不能发货`);
  if (o.kind === 'ephedrine') {
    if (!isResidentIdNo(o.purchaser_id_no ?? '')) throw refused('购买人身份证号无效，含麻黄碱订单不能发货');
    if (!body.id_checked) throw refused('含麻黄碱订单须先核对购买人身份证');
  }
  if (!(await shipOrder(tx, id, body.company, body.tracking_no, [SHIPPABLE_STATUS])))
    throw refused('订单状态已变化，请刷新');
  await setShipper(tx, id, actor.operatorId);
  await queueCarrierRegistration(tx, {
    orderNo: o.order_no,
    company: body.company,
    trackingNo: body.tracking_no,
    shippedAt: new Date(),
    to: o.address,
  });
  await audit(tx, actor, {
    action: 'order.ship',
    targetType: 'order',
    targetId: id,
    summary: `订单 ${o.order_no} 发货：${body.company} ${body.tracking_no}${o.kind === 'ephedrine' ? '（已核对购买人身份证）' : ''}`,
    before: { status: SHIPPABLE_STATUS },
    after: { status: 'shipped', company: body.company, tracking_no: body.tracking_no },
  });
  return result('shipped');
}

/**
 * 取消并退款: stock, coupon and flash tallies go back (cancelOrders); what was paid goes back to
 * where it came from (credit/refund.service): the gateway, the balance, a credit note for what is
 * still owed on credit, the balance for money received by transfer.
 */
export async function adminCancel(
  db: Db,
  actor: Actor,
  refunder: RefundProvider,
  id: number,
  reason: string,
) {
  return db.transaction(async (tx) => {
    const before = await statusOf(tx, id);
    const done = await cancelOrders(tx, [id], {
      from: ['unpaid', 'awaiting_transfer', 'paid'],
      note: `后台取消：${reason}`,
    });
    if (done.length === 0) throw refused(`订单${ORDER_STATUS_TEXT[before.status]}，不能取消`);
    const o = await owedOnCancel(tx, id);
    const parts = await refundToSource(tx, {
      orderId: id,
      amountFen: Number(o?.owed ?? 0),
      aftersaleId: null,
      transfer: { transfer_to: 'balance' },
      refunder,
      remark: `订单${before.order_no}取消退款`,
    });
    if (parts.length) await insertEvent(tx, id, 'cancelled', '取消退款', refundText(parts));
    const refund = parts.reduce((a, p) => a + p.amountFen, 0);
    await audit(tx, actor, {
      action: 'order.cancel',
      targetType: 'order',
      targetId: id,
      summary: `取消订单 ${before.order_no}：${reason}${parts.length ? `，${refundText(parts)}` : ''}`,
      before: { status: before.status },
      after: { status: 'cancelled', refund: fenToYuan(refund) },
    });
    return result('cancelled');
  });
}
