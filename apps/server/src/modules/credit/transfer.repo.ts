/** SQL of matching a bank transfer: the voucher claim, the unique serial, the order's money. */
import { sql } from 'drizzle-orm';
import type { MatchTransferBody } from '@shop/shared';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** submitted → confirmed, conditionally; null when the voucher was not (or no longer) submitted. */
export async function markVoucherConfirmed(tx: Tx, voucherId: number) {
  const [v] = await queryRows<{ user_id: number; order_id: number | null }>(
    tx,
    sql`UPDATE transfer_vouchers SET status = 'confirmed'
         WHERE id = ${voucherId} AND status = 'submitted' RETURNING user_id, order_id`,
  );
  return v ?? null;
}

export async function bankSerialSeen(tx: Tx, bankSerial: string): Promise<boolean> {
  const seen = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM bank_transfers WHERE bank_serial = ${bankSerial}`,
  );
  return seen.length > 0;
}

/** The order's money, locked for the transfer that pays it; null for an unknown order. */
export async function orderMoneyForUpdate(tx: Tx, orderId: number) {
  const [o] = await queryRows<{ order_no: string; status: string; payable_fen: string; paid_fen: string }>(
    tx,
    sql`SELECT order_no, status, payable_fen::text, paid_fen::text FROM orders WHERE id = ${orderId} FOR UPDATE`,
  );
  return o ?? null;
}

/** The bank credit's row; null when the unique serial was taken meanwhile. */
export async function insertBankTransfer(
  tx: Tx,
  t: { userId: number; orderId: number | null; voucherId: number | null },
  body: MatchTransferBody,
  applied: number,
  over: number,
  operatorId: number,
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO bank_transfers (user_id, order_id, voucher_id, amount_fen, applied_fen, to_balance_fen,
                                    bank_serial, internal_note, operator_id)
        VALUES (${t.userId}, ${t.orderId}, ${t.voucherId}, ${body.amount}, ${applied}, ${over},
                ${body.bank_serial}, ${body.note}, ${operatorId})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

/** Adds transferred money to an order: paid at the full amount, else still awaiting the rest. */
export async function addOrderTransfer(tx: Tx, orderId: number, applied: number, full: boolean) {
  const [o] = await queryRows<{ id: number; order_no: string; user_id: number; payable_fen: string }>(
    tx,
    sql`UPDATE orders SET paid_fen = paid_fen + ${applied}, pay_type = 'offline',
               status = ${full ? 'paid' : 'awaiting_transfer'}, paid_at = ${full ? sql`now()` : sql`NULL`}
         WHERE id = ${orderId} RETURNING id, order_no, user_id, payable_fen::text`,
  );
  return o ?? null;
}
