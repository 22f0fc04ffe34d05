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
