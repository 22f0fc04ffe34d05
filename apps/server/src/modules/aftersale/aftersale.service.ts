/** The buyer's side of returns and after-sales: apply, follow, send the goods back. */
import {
  AFTERSALE_KIND_TEXT,
  AFTERSALE_STATUS_TEXT,
  fenToYuan,
  type AftersaleApply,
  type AftersaleOptions,
  type AftersaleShip,
  type AftersaleState,
  aftersalePath,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound, refused } from '../../lib/errors';
import { requireOwnUploads } from '../upload/upload.service';
import {
  addEvent,
  findAftersale,
  latestByOrders,
  listAftersales,
  lotOptions,
  type LotOption,
} from './aftersale.repo';
import { insertAftersale, markShippedBack, orderForAftersale } from './aftersale.buyer.repo';
import { briefOf, detailOf } from './aftersale.view';
import { signalWork } from '../notify/work-bus';
import { webhookAftersaleCreated } from '../webhook/enqueue';

export const AFTERSALE_OFF_MSG = '您的账号暂未开通售后服务，请联系客服';

/**
 * The order must be this buyer's (404 otherwise), received, and the buyer's account must have
 * after-sales enabled (base info is_AfterSale). With a transaction, the order row is locked so
 * two applications for the same lots are checked one after the other.
 */
async function receivedOrder(db: Db | Tx, userId: number, orderId: number, lock: boolean) {
  const o = await orderForAftersale(db, userId, orderId, lock);
  if (!o) throw notFound('订单不存在');
  if (!o.is_after_sale) throw refused(AFTERSALE_OFF_MSG);
  if (o.status !== 'done') throw refused('订单确认收货后才能申请退货或售后');
  return o;
}

const returnable = (l: LotOption) => Math.max(l.received - l.used, 0);

/** GET /api/aftersale/order/:orderId — what of the order can still be asked back, lot by lot. */
export async function aftersaleOptions(db: Db, userId: number, orderId: number): Promise<AftersaleOptions> {
  const o = await receivedOrder(db, userId, orderId, false);
  const lots = await lotOptions(db, orderId);
  return {
    order_id: orderId,
    order_no: o.order_no,
    lots: lots.map((l) => ({
      lot_id: l.lot_id,
      order_line_id: l.order_line_id,
      goods_id: l.goods_id,
      name: l.name,
      ypgg: l.ypgg,
      sccj: l.sccj,
      bzdw: l.bzdw,
      batch_no: l.batch_no,
      expires_on: l.expires_on,
      price: fenToYuan(l.unit_price_fen),
      received: l.received,
      returnable: returnable(l),
    })),
  };
}

/** POST /api/aftersale — never more than received minus what is already asked back. */
export async function applyAftersale(db: Db, userId: number, body: AftersaleApply) {
  await requireOwnUploads(db, userId, body.images);
  return db.transaction(async (tx) => {
    const o = await receivedOrder(tx, userId, body.order_id, true);
    const lots = await lotOptions(tx, body.order_id);
    const picked = body.lines.map((input) => {
      const lot = lots.find((l) => l.lot_id === input.lot_id);
      if (!lot) throw invalid('退货批次不属于该订单');
      const left = returnable(lot);
      if (input.number > left)
        throw refused(
          left === 0
            ? `${lot.name}（批号${lot.batch_no}）已全部申请过退货或售后`
            : `${lot.name}（批号${lot.batch_no}）最多还能申请${left}${lot.bzdw}`,
        );
      // The line's paid amount per unit, rounded down so partial returns never exceed what was paid.
      const amountFen = Math.floor((lot.line_paid_fen * input.number) / lot.line_number);
      return { lot, number: input.number, amountFen };
    });
    const refundFen = picked.reduce((s, p) => s + p.amountFen, 0);
    const id = await insertAftersale(
      tx,
      {
        userId,
        orderId: body.order_id,
        kind: body.kind,
        reason: body.reason,
        imageIds: body.images,
        refundFen,
      },
      picked.map((p) => ({
        orderLineId: p.lot.order_line_id,
        orderLineLotId: p.lot.lot_id,
        goodsId: p.lot.goods_id,
        lotId: p.lot.goods_lot_id,
        number: p.number,
        amountFen: p.amountFen,
      })),
    );
    await addEvent(
      tx,
      id,
      'pending',
      `提交${AFTERSALE_KIND_TEXT[body.kind]}申请，等待审核`,
      `订单${o.order_no}，申请退款 ¥${fenToYuan(refundFen)}`,
    );
    await webhookAftersaleCreated(tx, id);
    signalWork('returns_to_review', tx);
    return { id };
  });
}

export async function listMyAftersales(db: Db, userId: number, page: number, pageSize: number) {
  const { rows, total } = await listAftersales(db, { userId }, pageSize, (page - 1) * pageSize);
  return { list: rows.map(briefOf), total, page, page_size: pageSize };
}

export async function myAftersale(db: Db, userId: number, id: number) {
  const row = await findAftersale(db, id, userId);
  if (!row) throw notFound('售后单不存在');
  return detailOf(db, row);
}

/** POST /api/aftersale/:id/ship — only once the shop agreed and gave its address. */
export async function shipBack(db: Db, userId: number, id: number, body: AftersaleShip) {
  return db.transaction(async (tx) => {
    const done = await markShippedBack(tx, userId, id, body);
    if (!done) {
      const row = await findAftersale(tx, id, userId);
      if (!row) throw notFound('售后单不存在');
      throw refused(`售后单${AFTERSALE_STATUS_TEXT[row.status]}，不能填写寄回信息`);
    }
    await addEvent(tx, id, 'shipped', '买家已寄回商品', `${body.carrier} ${body.tracking_no}`);
    signalWork('returns_to_inspect', tx);
    return { status: 'shipped' as const, status_text: AFTERSALE_STATUS_TEXT.shipped };
  });
}

/** The orders list's after-sales column: each order's latest request, by order id. */
export async function aftersaleStates(db: Db, orderIds: number[]): Promise<Map<number, AftersaleState>> {
  const rows = await latestByOrders(db, orderIds);
  return new Map(
    rows.map((r) => [
      r.order_id,
      {
        id: r.id,
        kind: r.kind,
        status: r.status,
        text: `${AFTERSALE_KIND_TEXT[r.kind]}${AFTERSALE_STATUS_TEXT[r.status]}`,
        path: aftersalePath(r.kind, r.id),
      },
    ]),
  );
}
