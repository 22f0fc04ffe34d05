import { sql } from 'drizzle-orm';
import type { JybgQuery } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows, containing } from '../../db/query';

interface Row {
  lot_id: number;
  goods_id: number;
  goods_name: string;
  ypgg: string;
  sccj: string;
  batch_no: string;
  produced_on: string;
  expires_on: string;
  report_url: string;
  bought_number: number;
  last_bought_at: Date | string;
  total: number;
}

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */

/**
 * Lots the buyer received in its own orders (cancelled ones excepted), newest purchase first,
 * with the report the back office attached to each. Only this buyer's orders are read, so no
 * other buyer's lots ever show.
 */
export async function findBoughtLots(db: Db, userId: number, q: JybgQuery) {
  const filters = [
    q.goods_name
      ? sql`AND (g.name ILIKE ${containing(q.goods_name)} OR g.generic_name ILIKE ${containing(q.goods_name)})`
      : sql``,
    q.batch_no ? sql`AND ol.batch_no ILIKE ${containing(q.batch_no)}` : sql``,
    q.sccj ? sql`AND g.sccj ILIKE ${containing(q.sccj)}` : sql``,
  ];
  const rows = await queryRows<Row>(
    db,
    sql`SELECT l.id AS lot_id, g.id AS goods_id, g.name AS goods_name, g.ypgg, g.sccj, ol.batch_no,
          to_char(l.produced_on, 'YYYY-MM-DD') AS produced_on, to_char(l.expires_on, 'YYYY-MM-DD') AS expires_on,
          l.report_url, sum(ol.number)::int AS bought_number, max(o.created_at) AS last_bought_at,
          count(*) OVER ()::int AS total
        FROM order_line_lots ol
        JOIN orders o ON o.id = ol.order_id
        JOIN goods_lots l ON l.id = ol.lot_id
        JOIN goods g ON g.id = ol.goods_id
        WHERE o.user_id = ${userId} AND o.status <> 'cancelled' ${sql.join(filters, sql` `)}
        GROUP BY l.id, g.id, ol.batch_no
        ORDER BY max(o.created_at) DESC, l.id DESC
        LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
  return rows;
}
