/** SQL of transfer vouchers that is not matching: rejecting one, and finding its file. */
import { sql } from 'drizzle-orm';
import type { VOUCHER_STATUS_TEXT } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** submitted → rejected, conditionally; null when the voucher was not (or no longer) submitted. */
export async function markVoucherRejected(tx: Tx, voucherId: number, reason: string) {
  const [v] = await queryRows<{ order_id: number | null; claimed_fen: string }>(
    tx,
    sql`UPDATE transfer_vouchers SET status = 'rejected', reject_reason = ${reason}
         WHERE id = ${voucherId} AND status = 'submitted' RETURNING order_id, claimed_fen::text`,
  );
  return v ?? null;
}

export async function voucherStatus(tx: Tx, voucherId: number) {
  const [now] = await queryRows<{ status: keyof typeof VOUCHER_STATUS_TEXT }>(
    tx,
    sql`SELECT status FROM transfer_vouchers WHERE id = ${voucherId}`,
  );
  return now?.status ?? null;
}

/** The upload a voucher carries (the buyer's bank slip); null for an unknown voucher. */
export async function voucherUploadId(db: Db, voucherId: number): Promise<number | null> {
  const [v] = await queryRows<{ upload_id: number }>(
    db,
    sql`SELECT upload_id FROM transfer_vouchers WHERE id = ${voucherId}`,
  );
  return v?.upload_id ?? null;
}

/** The buyer's own uploaded bank slip; false when it is not theirs or not a voucher upload. */
export async function ownVoucherUploadExists(tx: Tx, uploadId: number, userId: number): Promise<boolean> {
  const [upload] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM uploads WHERE id = ${uploadId} AND owner_user_id = ${userId}
            AND kind = 'transfer_voucher'`,
  );
  return upload !== undefined;
}

/** The buyer's order, locked while its voucher is recorded; null when not theirs. */
export async function ownOrderForUpdate(tx: Tx, orderId: number, userId: number) {
  const [o] = await queryRows<{ order_no: string; status: string }>(
    tx,
    sql`SELECT order_no, status FROM orders WHERE id = ${orderId} AND user_id = ${userId} FOR UPDATE`,
  );
  return o ?? null;
}

/** An unpaid order switches to transfer, with the bank's (longer) deadline. */
export async function markAwaitingTransfer(tx: Tx, orderId: number, payDeadline: string) {
  await tx.execute(sql`
          UPDATE orders SET status = 'awaiting_transfer', pay_type = 'offline',
                 pay_deadline = ${payDeadline}
           WHERE id = ${orderId}`);
}

export async function insertVoucher(
  tx: Tx,
  v: { userId: number; orderId: number | null; uploadId: number; claimedFen: number; note: string },
) {
  const [row] = await queryRows<{ id: number; created_at: Date | string }>(
    tx,
    sql`INSERT INTO transfer_vouchers (user_id, order_id, upload_id, claimed_fen, buyer_note)
          VALUES (${v.userId}, ${v.orderId}, ${v.uploadId}, ${v.claimedFen}, ${v.note})
          RETURNING id, created_at`,
  );
  if (!row) throw new Error('voucher insert returned nothing');
  return row;
}

/** The buyer's latest vouchers (of one order, or all); finance's internal note is never selected. */
export function ownVoucherRows(db: Db, userId: number, orderId?: number) {
  return queryRows<{
    id: number;
    order_no: string | null;
    claimed_fen: string;
    status: keyof typeof VOUCHER_STATUS_TEXT;
    upload_id: number;
    created_at: Date | string;
    received: string | null;
    reject_reason: string;
  }>(
    db,
    sql`SELECT v.id, o.order_no, v.claimed_fen::text, v.status, v.upload_id, v.created_at, v.reject_reason,
               b.amount_fen::text AS received
          FROM transfer_vouchers v LEFT JOIN orders o ON o.id = v.order_id
          LEFT JOIN bank_transfers b ON b.voucher_id = v.id
         WHERE v.user_id = ${userId} ${orderId ? sql`AND v.order_id = ${orderId}` : sql``}
         ORDER BY v.id DESC LIMIT 50`,
  );
}
