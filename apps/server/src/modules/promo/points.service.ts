/**
 * 积分商城 (/jfsc) and 积分订单 (/jfdd). An exchange is one transaction: the buyer row is locked
 * (so one buyer's concurrent exchanges queue and the per-buyer limit holds), the item's stock and
 * the buyer's points (and cash) move by conditional updates, and the order is written. Any refusal
 * rolls everything back: never points spent without an order, never an order without its points.
 */
import { sql } from 'drizzle-orm';
import {
  fenToYuan,
  type PointsExchangeBody,
  type PointsMall,
  type PointsOrder,
  type PointsOrderList,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import { findAddress } from '../address/address.service';
import { orderNoSql } from '../checkout/order-no';
import type { Viewer } from '../goods/goods.card';
import { movePoints } from './points.ledger';
import { cardRows, promoGoods } from './promo.goods';

const STATUS_TEXT: Record<PointsOrder['status'], string> = {
  paid: '待发货',
  shipped: '已发货',
  done: '已完成',
  cancelled: '已取消',
};
const live = sql`pg.is_active AND (pg.starts_at IS NULL OR pg.starts_at <= now()) AND (pg.ends_at IS NULL OR pg.ends_at > now())`;

export async function pointsMall(db: Db, viewer: Viewer): Promise<PointsMall> {
  const userId = viewer.userId ?? 0;
  const items = await queryRows<{
    id: number;
    goods_id: number;
    points: number;
    cash: string | number;
    stock: number;
    per_buyer: number;
    mine: number;
  }>(
    db,
    sql`SELECT pg.id, pg.goods_id, pg.points, pg.cash_fen AS cash, pg.stock, pg.per_buyer,
          (SELECT coalesce(sum(o.number), 0)::int FROM points_orders o
            WHERE o.points_goods_id = pg.id AND o.user_id = ${userId} AND o.status <> 'cancelled') AS mine
        FROM points_goods pg WHERE ${live} ORDER BY pg.sort DESC, pg.points, pg.id`,
  );
  const rows = await cardRows(
    db,
    items.map((i) => i.goods_id),
  );
  const [me] = viewer.userId
    ? await queryRows<{ points: number }>(db, sql`SELECT points FROM users WHERE id = ${viewer.userId}`)
    : [];
  return {
    my_points: me?.points ?? null,
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

interface OrderRow {
  id: number;
  order_no: string;
  goods_id: number;
  goods_name: string;
  image: string | null;
  number: number;
  points: number;
  cash_fen: string | number;
  status: PointsOrder['status'];
  address: Record<string, string>;
  logistics_company: string;
  tracking_no: string;
  created_at: string;
}

const ORDER_SELECT = sql`SELECT o.id, o.order_no, o.goods_id, o.goods_name, g.images[1] AS image, o.number, o.points,
    o.cash_fen, o.status, o.address, o.logistics_company, o.tracking_no, o.created_at
  FROM points_orders o JOIN goods g ON g.id = o.goods_id`;

const view = (r: OrderRow): PointsOrder => ({
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
    const [buyer] = await queryRows<{ is_passed: boolean }>(
      tx,
      sql`SELECT c.is_passed FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId} FOR UPDATE OF u`,
    );
    if (!buyer?.is_passed) throw refused('您的资质尚未审核通过，暂不能兑换');
    const address = await findAddress(tx, userId, body.address_id);
    if (!address) throw refused('请选择收货地址');
    const [item] = await queryRows<{
      id: number;
      goods_id: number;
      per_buyer: number;
      name: string;
      points: number;
      cash: number;
    }>(
      tx,
      sql`SELECT pg.id, pg.goods_id, pg.per_buyer, g.name, pg.points, pg.cash_fen::bigint AS cash
          FROM points_goods pg JOIN goods g ON g.id = pg.goods_id WHERE pg.id = ${body.id} AND ${live}`,
    );
    if (!item) throw notFound('兑换商品不存在或已下架');
    if (item.per_buyer > 0) {
      const [had] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT coalesce(sum(number), 0)::int AS n FROM points_orders
            WHERE points_goods_id = ${item.id} AND user_id = ${userId} AND status <> 'cancelled'`,
      );
      if ((had?.n ?? 0) + body.number > item.per_buyer) throw refused(`每人限兑${item.per_buyer}件`);
    }
    const taken = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE points_goods SET stock = stock - ${body.number} WHERE id = ${item.id} AND stock >= ${body.number} RETURNING id`,
    );
    if (taken.length === 0) throw refused('兑换商品库存不足');
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
    const [order] = await queryRows<{ id: number; order_no: string }>(
      tx,
      sql`INSERT INTO points_orders (order_no, user_id, points_goods_id, goods_id, goods_name, number, points, cash_fen, address)
          VALUES (${orderNoSql(now)}, ${userId}, ${item.id}, ${item.goods_id}, ${item.name}, ${body.number}, ${points}, ${cash},
                  ${JSON.stringify(snapshot)}::jsonb)
          RETURNING id, order_no`,
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
      const [paid] = await queryRows<{ balance: string | number }>(
        tx,
        sql`UPDATE users SET balance_fen = balance_fen - ${cash} WHERE id = ${userId} AND balance_fen >= ${cash}
            RETURNING balance_fen AS balance`,
      );
      if (!paid) throw refused(shortOf);
      await tx.execute(
        sql`INSERT INTO user_money_log (user_id, amount_fen, balance_after_fen, use_type, remark)
            VALUES (${userId}, ${-cash}, ${Number(paid.balance)}, 2, ${`积分兑换 ${orderNo}`})`,
      );
    }
    const [row] = await queryRows<OrderRow>(tx, sql`${ORDER_SELECT} WHERE o.id = ${order?.id ?? 0}`);
    if (!row) throw notFound('订单不存在');
    return { order: view(row), points_left: left };
  });
}

export async function pointsOrders(db: Db, userId: number, page: number): Promise<PointsOrderList> {
  const size = 10;
  const [rows, count] = await Promise.all([
    queryRows<OrderRow>(
      db,
      sql`${ORDER_SELECT} WHERE o.user_id = ${userId} ORDER BY o.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM points_orders WHERE user_id = ${userId}`),
  ]);
  return { list: rows.map(view), total: count[0]?.n ?? 0, page };
}

/** Back office: paid → shipped, conditional so it acts once. */
export async function shipPointsOrder(db: Db | Tx, id: number, company: string, trackingNo: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE points_orders SET status = 'shipped', shipped_at = now(), logistics_company = ${company},
               tracking_no = ${trackingNo} WHERE id = ${id} AND status = 'paid' RETURNING id`,
  );
  return rows.length > 0;
}

/** 确认收货 of a points order: shipped → done, only the buyer's own. */
export async function confirmPointsOrder(db: Db, userId: number, id: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE points_orders SET status = 'done' WHERE id = ${id} AND user_id = ${userId} AND status = 'shipped' RETURNING id`,
  );
  if (rows.length > 0) return;
  const [order] = await queryRows<{ status: PointsOrder['status'] }>(
    db,
    sql`SELECT status FROM points_orders WHERE id = ${id} AND user_id = ${userId}`,
  );
  if (!order) throw notFound('订单不存在');
  throw refused(`订单${STATUS_TEXT[order.status]}，不能确认收货`);
}
