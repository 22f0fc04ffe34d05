/**
 * SQL of 积分商城 and 积分订单: the goods on offer, the writes of an exchange (buyer lock, stock,
 * order) in the caller's transaction, and the orders' reads and status moves.
 */
import { sql } from 'drizzle-orm';
import type { PointsOrder } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { orderNoSql } from '../checkout/order-no';

const live = sql`pg.is_active AND (pg.starts_at IS NULL OR pg.starts_at <= now()) AND (pg.ends_at IS NULL OR pg.ends_at > now())`;

/** The goods on offer now, with how many the buyer (0: a visitor) already exchanged. */
export function mallItems(db: Db, userId: number) {
  return queryRows<{
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
}

export interface PointsOrderRow {
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

/** Locks the buyer row (one buyer's exchanges queue) and says whether the buyer is approved. */
export async function lockBuyerPassed(tx: Tx, userId: number): Promise<boolean | undefined> {
  const [buyer] = await queryRows<{ is_passed: boolean }>(
    tx,
    sql`SELECT c.is_passed FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId} FOR UPDATE OF u`,
  );
  return buyer?.is_passed;
}

export async function liveMallItem(tx: Tx, id: number) {
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
        FROM points_goods pg JOIN goods g ON g.id = pg.goods_id WHERE pg.id = ${id} AND ${live}`,
  );
  return item;
}

/** Units of the item the buyer exchanged in orders not cancelled. */
export async function exchangedByBuyer(tx: Tx, itemId: number, userId: number): Promise<number> {
  const [had] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT coalesce(sum(number), 0)::int AS n FROM points_orders
        WHERE points_goods_id = ${itemId} AND user_id = ${userId} AND status <> 'cancelled'`,
  );
  return had?.n ?? 0;
}

/** Takes `n` of the item's stock only if it has them. */
export async function takeMallStock(tx: Tx, itemId: number, n: number): Promise<boolean> {
  const taken = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE points_goods SET stock = stock - ${n} WHERE id = ${itemId} AND stock >= ${n} RETURNING id`,
  );
  return taken.length > 0;
}

export interface NewPointsOrder {
  userId: number;
  itemId: number;
  goodsId: number;
  goodsName: string;
  number: number;
  points: number;
  cashFen: number;
  address: Record<string, string>;
}

export async function insertPointsOrder(tx: Tx, o: NewPointsOrder, now: Date) {
  const [order] = await queryRows<{ id: number; order_no: string }>(
    tx,
    sql`INSERT INTO points_orders (order_no, user_id, points_goods_id, goods_id, goods_name, number, points, cash_fen, address)
        VALUES (${orderNoSql(now)}, ${o.userId}, ${o.itemId}, ${o.goodsId}, ${o.goodsName}, ${o.number}, ${o.points}, ${o.cashFen},
                ${JSON.stringify(o.address)}::jsonb)
        RETURNING id, order_no`,
  );
  return order;
}

export async function pointsOrderById(tx: Tx, id: number): Promise<PointsOrderRow | undefined> {
  const [row] = await queryRows<PointsOrderRow>(tx, sql`${ORDER_SELECT} WHERE o.id = ${id}`);
  return row;
}

export function buyerPointsOrders(db: Db, userId: number, size: number, offset: number) {
  return queryRows<PointsOrderRow>(
    db,
    sql`${ORDER_SELECT} WHERE o.user_id = ${userId} ORDER BY o.id DESC LIMIT ${size} OFFSET ${offset}`,
  );
}

export async function countBuyerPointsOrders(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM points_orders WHERE user_id = ${userId}`,
  );
  return row?.n;
}

/** paid → shipped, conditional so it acts once. */
export async function markPointsOrderShipped(db: Db | Tx, id: number, company: string, trackingNo: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE points_orders SET status = 'shipped', shipped_at = now(), logistics_company = ${company},
               tracking_no = ${trackingNo} WHERE id = ${id} AND status = 'paid' RETURNING id`,
  );
  return rows.length > 0;
}

/** shipped → done, only the buyer's own. */
export async function markPointsOrderDone(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE points_orders SET status = 'done' WHERE id = ${id} AND user_id = ${userId} AND status = 'shipped' RETURNING id`,
  );
  return rows.length > 0;
}

export async function pointsOrderStatus(db: Db, userId: number, id: number) {
  const [order] = await queryRows<{ status: PointsOrder['status'] }>(
    db,
    sql`SELECT status FROM points_orders WHERE id = ${id} AND user_id = ${userId}`,
  );
  return order?.status;
}
