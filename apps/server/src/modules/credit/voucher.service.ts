/** The buyer's transfer vouchers: sent from the pay page (an order) or the wallet (a repayment). */
import { sql } from 'drizzle-orm';
import { VOUCHER_STATUS_TEXT, fenToYuan, uploadUrl, type Voucher } from '@shop/shared';
import type { z } from 'zod';
import type { VoucherBodySchema } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import { insertEvent } from '../checkout/place.repo';
import { readSettings } from '../site/settings';
import { creditState } from './credit.repo';

type VoucherBody = z.output<typeof VoucherBodySchema>;
const DAY = 86_400_000;

export async function submitVoucher(db: Db, userId: number, body: VoucherBody): Promise<Voucher> {
  return db.transaction(async (tx) => {
    const [upload] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM uploads WHERE id = ${body.upload_id} AND owner_user_id = ${userId}
            AND kind = 'transfer_voucher'`,
    );
    if (!upload) throw refused('转账凭证文件不存在，请重新上传');
    let orderNo: string | null = null;
    if (body.order_id > 0) {
      const [o] = await queryRows<{ order_no: string; status: string }>(
        tx,
        sql`SELECT order_no, status FROM orders WHERE id = ${body.order_id} AND user_id = ${userId} FOR UPDATE`,
      );
      if (!o) throw notFound('订单不存在');
      if (o.status !== 'unpaid' && o.status !== 'awaiting_transfer') throw refused('该订单无需转账支付');
      orderNo = o.order_no;
      if (o.status === 'unpaid') {
        // Choosing transfer gives the bank its time: the configured window in days, not minutes.
        const { transfer_window } = await readSettings(tx, ['transfer_window']);
        await tx.execute(sql`
          UPDATE orders SET status = 'awaiting_transfer', pay_type = 'offline',
                 pay_deadline = ${new Date(Date.now() + transfer_window.days * DAY).toISOString()}
           WHERE id = ${body.order_id}`);
      }
      await insertEvent(tx, body.order_id, 'awaiting_transfer', '已上传转账凭证，等待财务确认到账');
    } else {
      const owed = (await creditState(tx, userId, true))?.usedFen ?? 0;
      if (owed <= 0) throw refused('当前没有需要偿还的账期欠款');
      if (body.amount > owed) throw refused(`还款金额超过应还金额 ¥${fenToYuan(owed)}`);
    }
    const [row] = await queryRows<{ id: number; created_at: Date | string }>(
      tx,
      sql`INSERT INTO transfer_vouchers (user_id, order_id, upload_id, claimed_fen, buyer_note)
          VALUES (${userId}, ${body.order_id > 0 ? body.order_id : null}, ${body.upload_id}, ${body.amount}, ${body.note})
          RETURNING id, created_at`,
    );
    if (!row) throw new Error('voucher insert returned nothing');
    return {
      id: row.id,
      order_no: orderNo,
      amount: fenToYuan(body.amount),
      status: 'submitted',
      status_text: VOUCHER_STATUS_TEXT.submitted,
      received: null,
      reject_reason: '',
      file_url: uploadUrl(body.upload_id),
      created_at: new Date(row.created_at).toISOString(),
    };
  });
}

/** The buyer's vouchers (of one order, or all); finance's internal note is never selected. */
export async function myVouchers(db: Db, userId: number, orderId?: number): Promise<Voucher[]> {
  const rows = await queryRows<{
    id: number;
    order_no: string | null;
    claimed_fen: string;
    status: Voucher['status'];
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
  return rows.map((r) => ({
    id: r.id,
    order_no: r.order_no,
    amount: fenToYuan(Number(r.claimed_fen)),
    status: r.status,
    status_text: VOUCHER_STATUS_TEXT[r.status],
    received: r.received === null ? null : fenToYuan(Number(r.received)),
    reject_reason: r.reject_reason,
    file_url: uploadUrl(r.upload_id),
    created_at: new Date(r.created_at).toISOString(),
  }));
}
