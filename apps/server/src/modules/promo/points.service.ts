/**
 * 积分商城 (/jfsc) and 积分订单 (/jfdd). An exchange is one transaction: the buyer row is locked
 * (so one buyer's concurrent exchanges queue and the per-buyer limit holds), the item's stock and
 * the buyer's points (and cash) move by conditional updates, and the order is written. Any refusal
 * rolls everything back: never points spent without an order, never an order without its points.
 */
import {
  fenToYuan,
  type PointsExchangeBody,
  type PointsMall,
  type PointsOrder,
  type PointsOrderList,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { findAddress } from '../address/address.service';
import type { Viewer } from '../goods/goods.card';
import { debitBalance, logMoney } from './balance.repo';
import { movePoints } from './points.ledger';
import {
  buyerPointsOrders,
  countBuyerPointsOrders,
  exchangedByBuyer,
  insertPointsOrder,
  liveMallItem,
  lockBuyerPassed,
  mallItems,
  markPointsOrderDone,
  markPointsOrderShipped,
  pointsOrderById,
  pointsOrderStatus,
  takeMallStock,
  type PointsOrderRow,
} from './points-mall.repo';
import { userPoints } from './points.repo';
import { cardRows, promoGoods } from './promo.goods';

const STATUS_TEXT: Record<PointsOrder['status'], string> = {
  paid: '待发货',
  shipped: '已发货',
  done: '已完成',
  cancelled: '已取消',
};

export async function pointsMall(db: Db, viewer: Viewer): Promise<PointsMall> {
  const userId = viewer.userId ?? 0;
  const items = await mallItems(db, userId);
  const rows = await cardRows(
    db,
    items.map((i) => i.goods_id),
  );
  const me = viewer.userId ? await userPoints(db, viewer.userId) : undefined;
  return {
    my_points: me ?? null,
    list: items.flatMap((i) => {
      const row = rows.get(i.goods_id);
      if (!row) return [];
      // Points goods are exchanged, not bought: scope rules of the goods do not apply, sign-in does.
      const goods = { ...promoGoods(row, viewer), can_buy: viewer.buyer.signedIn, buy_block_reason: null };
      return [
        {
          id: i.id,
          goods,
          points: i.points,
          cash: fenToYuan(Number(i.cash)),
          stock: i.stock,
          per_buyer: i.per_buyer,
          exchanged_by_me: i.mine,
        },
      ];
    }),
  };
}

const view = (r: PointsOrderRow): PointsOrder => ({
  id: r.id,
  order_no: r.order_no,
  goods_id: r.goods_id,
  goods_name: r.goods_name,
  image: r.image ?? '',
  number: r.number,
  points: r.points,
  cash: fenToYuan(Number(r.cash_fen)),
  status: r.status,
  status_text: STATUS_TEXT[r.status],
  address: [
    r.address.consignee,
    r.address.phone,
    `${r.address.province}${r.address.city}${r.address.district}${r.address.detail}`,
  ]
    .filter(Boolean)
    .join(' '),
  logistics: r.tracking_no ? `${r.logistics_company} ${r.tracking_no}` : '',
  created_at: new Date(r.created_at).toISOString(),
});

export async function exchangePoints(db: Db, userId: number, body: PointsExchangeBody, now = new Date()) {
  return db.transaction(async (tx) => {
    if (!(await lockBuyerPassed(tx, userId))) throw refused('您的资质尚未审核通过，暂不能兑换');
    const address = await findAddress(tx, userId, body.address_id);
    if (!address) throw refused('请选择收货地址');
    const item = await liveMallItem(tx, body.id);
    if (!item) throw notFound('兑换商品不存在或已下架');
    if (item.per_buyer > 0) {
      const had = await exchangedByBuyer(tx, item.id, userId);
      if (had + body.number > item.per_buyer) throw refused(`每人限兑${item.per_buyer}件`);
    }
    if (!(await takeMallStock(tx, item.id, body.number))) throw refused('兑换商品库存不足');
    const points = item.points * body.number;
    const cash = Number(item.cash) * body.number;
    const snapshot = {
      consignee: address.consignee,
      phone: address.phone,
      province: address.province,
      city: address.city,
      district: address.district,
      detail: address.detail,
    };
    const order = await insertPointsOrder(
      tx,
      {
        userId,
        itemId: item.id,
        goodsId: item.goods_id,
        goodsName: item.name,
        number: body.number,
        points,
        cashFen: cash,
        address: snapshot,
      },
      now,
    );
    const orderNo = order?.order_no ?? '';
    const shortOf =
      cash > 0 ? `积分或余额不足：需${points}积分+¥${fenToYuan(cash)}` : `积分不足，需${points}积分`;
    // The points move with their log line (points.ledger); any refusal below rolls the order back.
    const left = await movePoints(
      tx,
      userId,
      -points,
      'spend',
      `积分兑换 ${orderNo} ${item.name}×${body.number}`,
    );
    if (left === null) throw refused(shortOf);
    if (cash > 0) {
      const balance = await debitBalance(tx, userId, cash);
      if (balance === null) throw refused(shortOf);
      await logMoney(tx, {
        userId,
        amountFen: -cash,
        balanceAfterFen: balance,
        useType: 2,
        remark: `积分兑换 ${orderNo}`,
      });
    }
    const row = await pointsOrderById(tx, order?.id ?? 0);
    if (!row) throw notFound('订单不存在');
    return { order: view(row), points_left: left };
  });
}

export async function pointsOrders(db: Db, userId: number, page: number): Promise<PointsOrderList> {
  const size = 10;
  const [rows, count] = await Promise.all([
    buyerPointsOrders(db, userId, size, (page - 1) * size),
    countBuyerPointsOrders(db, userId),
  ]);
  return { list: rows.map(view), total: count ?? 0, page };
}

/** Back office: paid → shipped, conditional so it acts once. */
export async function shipPointsOrder(db: Db | Tx, id: number, company: string, trackingNo: string) {
  return markPointsOrderShipped(db, id, company, trackingNo);
}

/** 确认收货 of a points order: shipped → done, only the buyer's own. */
export async function confirmPointsOrder(db: Db, userId: number, id: number) {
  if (await markPointsOrderDone(db, userId, id)) return;
  const status = await pointsOrderStatus(db, userId, id);
  if (!status) throw notFound('订单不存在');
  throw refused(`订单${STATUS_TEXT[status]}，不能确认收货`);
}
