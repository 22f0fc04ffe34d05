/** SQL of ephedrine receipts: which shipped ephedrine orders have the buyer's signed receipt. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface ReceiptRow {
  order_id: number;
  order_no: string;
  goods: string;
  shipped_at: Date | string;
  upload_id: number | null;
  uploaded_at: Date | string | null;
  total: string | number;
}

/** Overdue: not uploaded and shipped longer ago than the period (whole days, end of the due day). */
const overdueCondition = (days: number) =>
  sql`o.kind = 'ephedrine' AND o.status IN ('shipped', 'done') AND r.order_id IS NULL
      AND o.shipped_at < now() - make_interval(days => ${days})`;

export async function countOverdueReceipts(db: Db | Tx, userId: number, days: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders o
          LEFT JOIN ephedrine_receipts r ON r.order_id = o.id
         WHERE o.user_id = ${userId} AND ${overdueCondition(days)}`,
  );
  return row?.n ?? 0;
}

/** A page of the buyer's shipped ephedrine orders with their receipts, newest first. */
export const receiptPage = (db: Db, userId: number, page: number, pageSize: number) =>
  queryRows<ReceiptRow>(
    db,
    sql`SELECT o.id AS order_id, o.order_no, o.shipped_at, r.upload_id, r.uploaded_at,
               (SELECT string_agg(l.name || ' ×' || l.number, '，' ORDER BY l.id)
                  FROM order_lines l WHERE l.order_id = o.id) AS goods,
               count(*) OVER () AS total
          FROM orders o LEFT JOIN ephedrine_receipts r ON r.order_id = o.id
         WHERE o.user_id = ${userId} AND o.kind = 'ephedrine' AND o.status IN ('shipped', 'done')
         ORDER BY o.shipped_at DESC, o.id DESC
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );

export async function findBuyerOrderKind(tx: Tx, userId: number, orderId: number) {
  const [order] = await queryRows<{ kind: string; status: string }>(
    tx,
    sql`SELECT kind, status FROM orders WHERE id = ${orderId} AND user_id = ${userId}`,
  );
  return order;
}

/** Whether the upload is the buyer's own picture of kind 'receipt'. */
export async function isOwnReceiptUpload(tx: Tx, userId: number, uploadId: number): Promise<boolean> {
  const [upload] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM uploads WHERE id = ${uploadId} AND owner_user_id = ${userId} AND kind = 'receipt'`,
  );
  return upload !== undefined;
}

/** Records the order's receipt, replacing an earlier one. */
export async function upsertReceipt(tx: Tx, userId: number, orderId: number, uploadId: number) {
  await tx.execute(sql`
    INSERT INTO ephedrine_receipts (order_id, user_id, upload_id)
    VALUES (${orderId}, ${userId}, ${uploadId})
    ON CONFLICT (order_id) DO UPDATE SET upload_id = EXCLUDED.upload_id, uploaded_at = now()`);
}
