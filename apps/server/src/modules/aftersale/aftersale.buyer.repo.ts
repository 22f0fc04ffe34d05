/** SQL of the buyer's side of after-sales: the received order, a new request with its lines, shipping back. */
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { aftersaleLines, aftersales, uploads } from '../../db/schema/index';

/** The buyer's order with their after-sales switch; with `lock` the order row is locked. */
export async function orderForAftersale(db: Db | Tx, userId: number, orderId: number, lock: boolean) {
  const [o] = await queryRows<{ order_no: string; status: string; is_after_sale: boolean }>(
    db,
    sql`SELECT o.order_no, o.status, u.is_after_sale FROM orders o JOIN users u ON u.id = o.user_id
         WHERE o.id = ${orderId} AND o.user_id = ${userId} ${lock ? sql`FOR UPDATE OF o` : sql``}`,
  );
  return o;
}

/** Inserts the request and its lines; the request's id. */
export async function insertAftersale(
  tx: Tx,
  request: typeof aftersales.$inferInsert,
  lines: Omit<typeof aftersaleLines.$inferInsert, 'aftersaleId'>[],
): Promise<number> {
  const [row] = await tx.insert(aftersales).values(request).returning({ id: aftersales.id });
  if (!row) throw new Error('aftersale insert returned nothing');
  await tx.insert(aftersaleLines).values(lines.map((l) => ({ ...l, aftersaleId: row.id })));
  return row.id;
}

/** approved → shipped with the carrier and tracking number, for the buyer's own request. */
export async function markShippedBack(
  tx: Tx,
  userId: number,
  id: number,
  body: { carrier: string; tracking_no: string },
) {
  const [done] = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE aftersales SET status = 'shipped', carrier = ${body.carrier}, tracking_no = ${body.tracking_no}
         WHERE id = ${id} AND user_id = ${userId} AND status = 'approved' RETURNING id`,
  );
  return done;
}

/** The request's photos (uploads rows). */
export const uploadsByIds = (db: Db, ids: number[]) =>
  db.select().from(uploads).where(inArray(uploads.id, ids));
