import { sql } from 'drizzle-orm';
import {
  OVERDUE_RECEIPT_MSG,
  RECEIPT_STATUS_TEXT,
  uploadUrl,
  type ReceiptOrder,
  type ReceiptStatus,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import { readSettings } from '../site/settings';
import { chinaDay } from '../../lib/china-day';

interface Row {
  order_id: number;
  order_no: string;
  goods: string;
  shipped_at: Date | string;
  upload_id: number | null;
  uploaded_at: Date | string | null;
  total: string | number;
}

const DAY = 86_400_000;

/** Overdue: not uploaded and shipped longer ago than the period (whole days, end of the due day). */
const overdueCondition = (days: number) =>
  sql`o.kind = 'ephedrine' AND o.status IN ('shipped', 'done') AND r.order_id IS NULL
      AND o.shipped_at < now() - make_interval(days => ${days})`;

async function receiptDays(db: Db | Tx): Promise<number> {
  return (await readSettings(db, ['ephedrine_receipt'])).ephedrine_receipt.days;
}

/** How many of the buyer's ephedrine receipts are overdue: every page warns while any is. */
export async function overdueReceiptCount(db: Db | Tx, userId: number): Promise<number> {
  const days = await receiptDays(db);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders o
          LEFT JOIN ephedrine_receipts r ON r.order_id = o.id
         WHERE o.user_id = ${userId} AND ${overdueCondition(days)}`,
  );
  return row?.n ?? 0;
}

/** Checkout calls this before placing an ephedrine order. */
export async function assertNoOverdueReceipts(tx: Tx, userId: number): Promise<void> {
  if ((await overdueReceiptCount(tx, userId)) > 0) throw refused(OVERDUE_RECEIPT_MSG);
}

/** The buyer's shipped ephedrine orders with the receipt's state, newest first. */
export async function listReceipts(db: Db, userId: number, page: number, pageSize: number) {
  const days = await receiptDays(db);
  const rows = await queryRows<Row>(
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
  const now = Date.now();
  const list = rows.map((r): ReceiptOrder => {
    const shipped = new Date(r.shipped_at).getTime();
    const status: ReceiptStatus =
      r.upload_id !== null ? 'uploaded' : shipped + days * DAY < now ? 'overdue' : 'pending';
    return {
      order_id: r.order_id,
      order_no: r.order_no,
      goods: r.goods,
      shipped_at: new Date(shipped).toISOString(),
      due_on: chinaDay(shipped + days * DAY),
      status,
      status_text: RECEIPT_STATUS_TEXT[status],
      receipt:
        r.upload_id === null || r.uploaded_at === null
          ? null
          : {
              id: r.upload_id,
              url: uploadUrl(r.upload_id),
              uploaded_at: new Date(r.uploaded_at).toISOString(),
            },
    };
  });
  return {
    list,
    total: Number(rows[0]?.total ?? 0),
    page,
    page_size: pageSize,
    days,
    overdue: await overdueReceiptCount(db, userId),
  };
}

/**
 * Records (or replaces) the receipt of one of the buyer's shipped ephedrine orders. The picture
 * must be the buyer's own upload of kind 'receipt'; anything else is refused and nothing changes.
 */
export async function submitReceipt(db: Db, userId: number, orderId: number, uploadId: number) {
  await db.transaction(async (tx) => {
    const [order] = await queryRows<{ kind: string; status: string }>(
      tx,
      sql`SELECT kind, status FROM orders WHERE id = ${orderId} AND user_id = ${userId}`,
    );
    if (!order || order.kind !== 'ephedrine') throw notFound('订单不存在');
    if (order.status !== 'shipped' && order.status !== 'done') throw refused('订单发货后才能上传签收回执');
    const [upload] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM uploads WHERE id = ${uploadId} AND owner_user_id = ${userId} AND kind = 'receipt'`,
    );
    if (!upload) throw refused('签收回执图片不存在，请重新上传');
    await tx.execute(sql`
      INSERT INTO ephedrine_receipts (order_id, user_id, upload_id)
      VALUES (${orderId}, ${userId}, ${uploadId})
      ON CONFLICT (order_id) DO UPDATE SET upload_id = EXCLUDED.upload_id, uploaded_at = now()`);
  });
}
