import {
  OVERDUE_RECEIPT_MSG,
  RECEIPT_STATUS_TEXT,
  uploadUrl,
  type ReceiptOrder,
  type ReceiptStatus,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { readSettings } from '../site/settings';
import { chinaDay } from '../../lib/china-day';
import {
  countOverdueReceipts,
  findBuyerOrderKind,
  isOwnReceiptUpload,
  receiptPage,
  upsertReceipt,
} from './receipt.repo';

const DAY = 86_400_000;

async function receiptDays(db: Db | Tx): Promise<number> {
  return (await readSettings(db, ['ephedrine_receipt'])).ephedrine_receipt.days;
}

/** How many of the buyer's ephedrine receipts are overdue: every page warns while any is. */
export async function overdueReceiptCount(db: Db | Tx, userId: number): Promise<number> {
  const days = await receiptDays(db);
  return countOverdueReceipts(db, userId, days);
}

/** Checkout calls this before placing an ephedrine order. */
export async function assertNoOverdueReceipts(tx: Tx, userId: number): Promise<void> {
  if ((await overdueReceiptCount(tx, userId)) > 0) throw refused(OVERDUE_RECEIPT_MSG);
}

/** The buyer's shipped ephedrine orders with the receipt's state, newest first. */
export async function listReceipts(db: Db, userId: number, page: number, pageSize: number) {
  const days = await receiptDays(db);
  const rows = await receiptPage(db, userId, page, pageSize);
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
    const order = await findBuyerOrderKind(tx, userId, orderId);
    if (!order || order.kind !== 'ephedrine') throw notFound('订单不存在');
    if (order.status !== 'shipped' && order.status !== 'done') throw refused('订单发货后才能上传签收回执');
    if (!(await isOwnReceiptUpload(tx, userId, uploadId))) throw refused('签收回执图片不存在，请重新上传');
    await upsertReceipt(tx, userId, orderId, uploadId);
  });
}
