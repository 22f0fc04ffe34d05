/** SQL of placement's order statement (order-insert.ts): every row of one order in ONE statement. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { idSet } from '../cart/promotions.load';
import type { InsertedOrder, LineValues, OrderStock, OrderValues } from './order-insert';
import { orderNoSql } from './order-no.sql';
import { lotTakeCtes } from './stock.repo';

/**
 * Takes the lots, writes the order, its lines, their lots, the first event, the coupon's use and the
 * request's order id (clearing the ordered cart lines for the last order); returns the order with
 * whether the coupon was used (1) and the units the lots gave per goods.
 */
export async function insertOrderStatement(
  tx: Tx,
  o: OrderValues,
  lines: LineValues[],
  stock: OrderStock,
  event: string,
) {
  const at = o.createdAt.toISOString();
  // Line ids are drawn first (the CTE is materialised: nextval runs once per line), so each lot
  // finds its line by index rather than by matching columns. Rows go in in the caller's order
  // (ORDER BY), so ids keep it: the order detail lists lots earliest expiry first by id.
  const coupon = o.coupon
    ? sql`, cp AS (UPDATE user_coupons SET status = 'used', order_id = (SELECT id FROM o), used_at = ${at}
            WHERE id = ${o.coupon.id} AND user_id = ${o.userId} AND status = 'unused'
              AND (starts_at IS NULL OR starts_at <= ${at}) AND (ends_at IS NULL OR ends_at > ${at})
            RETURNING id)`
    : sql``;
  const { request } = o;
  const clear = request.clearLineIds
    ? sql`, gone AS (DELETE FROM cart_lines WHERE user_id = ${o.userId} AND id IN (${idSet(request.clearLineIds)}))`
    : sql``;
  const couponUsed = o.coupon ? sql`(SELECT count(*) FROM cp)::int` : sql`1`;
  // Each demand gets its goods' lots in expiry order where its units overlap theirs (demands of one
  // goods in line order), as if each had taken its own lots one after the other.
  const demands = stock.demands.map((d, i) => ({ i, k: d.lineKey, goods_id: d.goodsId, n: d.number }));
  const [row] = await queryPrepared<
    InsertedOrder & { coupon_used: number; lots_got: Record<string, number> }
  >(
    tx,
    sql`WITH ${lotTakeCtes(stock.taken)},
        lr AS (SELECT lt.*, sum(lt.take) OVER (PARTITION BY lt.goods_id ORDER BY lt.expires_on, lt.id) - lt.take AS lb
          FROM lt),
        dm AS (SELECT x.*, sum(x.n) OVER (PARTITION BY x.goods_id ORDER BY x.i) - x.n AS db
          FROM json_to_recordset(${JSON.stringify(demands)}::json) AS x(i int, k int, goods_id int, n int)),
        o AS (
          INSERT INTO orders (order_no, user_id, kind, status, pay_type, goods_amount_fen, manjian_fen, coupon_fen,
            shipping_fee_fen, payable_fen, user_coupon_id, coupon_name, address, invoice_type, invoice_title,
            invoice_tax_no, remark, purchaser_name, purchaser_id_no, pay_deadline, created_at)
          VALUES (${orderNoSql(o.createdAt)}, ${o.userId}, ${o.kind}, 'unpaid', ${o.payType}, ${o.goodsAmountFen},
            ${o.manjianFen}, ${o.couponFen}, ${o.shippingFeeFen}, ${o.payableFen}, ${o.coupon?.id ?? null},
            ${o.coupon?.name ?? ''}, ${JSON.stringify(o.address)}::jsonb, ${o.invoiceType}, ${o.invoiceTitle},
            ${o.invoiceTaxNo}, ${o.remark}, ${o.purchaser?.name ?? null}, ${o.purchaser?.idNo ?? null},
            ${o.payDeadline.toISOString()}, ${at})
          RETURNING id, order_no, kind, payable_fen, status),
        l AS (SELECT r.*, nextval(pg_get_serial_sequence('order_lines', 'id'))::int AS line_id
          FROM json_to_recordset(${JSON.stringify(lines)}::json) AS r(k int, goods_id int, line_type int,
            promotion_id int, flash_units int, special_id int, special_units int, name text, sccj text, ypgg text,
            bzdw text, approval_no text, image text, number int, unit_price_fen bigint, total_fen bigint,
            manjian_share_fen bigint, coupon_share_fen bigint, parts jsonb)
          ORDER BY r.k),
        ol AS (INSERT INTO order_lines (id, order_id, goods_id, line_type, promotion_id, flash_units, special_id,
            special_units, name, sccj, ypgg, bzdw, approval_no, image, number, unit_price_fen, total_fen,
            manjian_share_fen, coupon_share_fen, parts)
          SELECT l.line_id, o.id, l.goods_id, l.line_type, l.promotion_id, l.flash_units, l.special_id,
            l.special_units, l.name, l.sccj, l.ypgg, l.bzdw, l.approval_no, l.image, l.number, l.unit_price_fen,
            l.total_fen, l.manjian_share_fen, l.coupon_share_fen, coalesce(l.parts, '[]'::jsonb)
          FROM o, l ORDER BY l.k RETURNING id),
        oll AS (INSERT INTO order_line_lots (order_id, order_line_id, goods_id, lot_id, batch_no, produced_on,
            expires_on, number)
          SELECT o.id, l.line_id, dm.goods_id, lr.id, lr.batch_no, lr.produced_on::date, lr.expires_on::date,
            least(lr.lb + lr.take, dm.db + dm.n) - greatest(lr.lb, dm.db)
          FROM o, dm JOIN lr ON lr.goods_id = dm.goods_id AND lr.lb < dm.db + dm.n AND dm.db < lr.lb + lr.take
          JOIN l ON l.k = dm.k
          ORDER BY dm.goods_id, dm.i, lr.expires_on, lr.id),
        ev AS (INSERT INTO order_events (order_id, status, text) SELECT id, 'unpaid', ${event} FROM o)
        ${coupon},
        req AS (UPDATE order_requests SET order_ids = order_ids || (SELECT id FROM o) WHERE id = ${request.id})
        ${clear}
        SELECT o.id, o.order_no AS "orderNo", o.kind, o.payable_fen::bigint AS "payableFen", o.status,
          ${couponUsed} AS coupon_used,
          (SELECT coalesce(json_object_agg(goods_id, got), '{}'::json)
             FROM (SELECT goods_id, sum(take)::int AS got FROM lt GROUP BY goods_id) g) AS lots_got
        FROM o`,
  );
  return row;
}
