import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { purchaseRecords } from '../../db/schema/index';
import type { FastBuyQuery } from '@shop/shared';
import { CARD_COLUMNS, type CardRow } from '../goods/goods.repo';

/** Orders that really bought something: paid or further, never unpaid or cancelled ones. */
const BOUGHT = sql`o.status IN ('paid', 'picking', 'shipped', 'done')`;

const FAST_ORDER = {
  times: sql`f.times DESC, f.last_at DESC`,
  recent: sql`f.last_at DESC`,
  number: sql`f.total_number DESC, f.last_at DESC`,
} as const;

export type FastBuyRow = CardRow & {
  times: number;
  total_number: number;
  last_number: number;
  last_at: Date;
};

/** The goods a buyer buys again and again, from the lines of their orders. */
export async function fastBuyPage(db: Db, userId: number, q: FastBuyQuery) {
  const rows = await queryRows<FastBuyRow & { total: number }>(
    db,
    sql`WITH f AS (
          SELECT l.goods_id, count(DISTINCT o.id)::int AS times, sum(l.number)::int AS total_number,
                 max(o.created_at) AS last_at,
                 (array_agg(l.number ORDER BY o.created_at DESC))[1] AS last_number
          FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.user_id = ${userId} AND ${BOUGHT}
          GROUP BY l.goods_id)
        SELECT ${CARD_COLUMNS}, f.times, f.total_number, f.last_number, f.last_at, count(*) OVER ()::int AS total
        FROM f JOIN goods g ON g.id = f.goods_id
        ORDER BY ${FAST_ORDER[q.order]}, g.id
        LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
  return { rows, total: rows[0]?.total ?? (q.page > 1 ? await countFast(db, userId) : 0) };
}

async function countFast(db: Db, userId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT l.goods_id)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.user_id = ${userId} AND ${BOUGHT}`,
  );
  return row?.n ?? 0;
}

export interface RecordRow {
  id: number;
  source: 'order' | 'manual';
  order_no: string;
  goods_id: number;
  name: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  number: number;
  price_fen: number | null;
  remark: string;
  created_at: Date;
  total: number;
}

/** Order lines and hand-noted purchases together, newest first. */
export const recordPage = (db: Db, userId: number, page: number, pageSize: number) =>
  queryRows<RecordRow>(
    db,
    sql`SELECT r.*, count(*) OVER ()::int AS total FROM (
          SELECT l.id, 'order' AS source, o.order_no, l.goods_id, l.name, l.ypgg, l.sccj, l.bzdw, l.number,
                 l.unit_price_fen::int AS price_fen, '' AS remark, o.created_at
          FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.user_id = ${userId} AND ${BOUGHT}
          UNION ALL
          SELECT p.id, 'manual', '', g.id, g.name, g.ypgg, g.sccj, g.bzdw, p.number, NULL, p.remark, p.created_at
          FROM purchase_records p JOIN goods g ON g.id = p.goods_id
          WHERE p.user_id = ${userId}) r
        ORDER BY r.created_at DESC, r.source, r.id DESC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );

/** A buyer whose company's qualifications the shop has approved (资质审核通过), still enabled. */
export async function isVerifiedBuyer(db: Db, userId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT c.is_passed AS ok FROM users u JOIN companies c ON c.id = u.company_id
        WHERE u.id = ${userId} AND NOT u.disabled`,
  );
  return rows[0]?.ok === true;
}

/** A hand-noted purchase of a listed goods; null when the goods is not (or no longer) listed. */
export async function insertPurchaseRecord(
  db: Db,
  userId: number,
  body: { goods_id: number; number: number; remark: string },
): Promise<number | null> {
  const [exists] = await queryRows<{ id: number }>(db, sql`SELECT id FROM goods WHERE id = ${body.goods_id}`);
  if (!exists) return null;
  const [row] = await db
    .insert(purchaseRecords)
    .values({ userId, goodsId: body.goods_id, number: body.number, remark: body.remark })
    .returning({ id: purchaseRecords.id });
  return row?.id ?? 0;
}
