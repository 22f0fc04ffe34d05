/** The buyer's transfer vouchers: sent from the pay page (an order) or the wallet (a repayment). */
import { VOUCHER_STATUS_TEXT, fenToYuan, uploadUrl, type Voucher } from '@shop/shared';
import type { z } from 'zod';
import type { VoucherBodySchema } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { insertEvent } from '../checkout/place.service';
import { readSettings } from '../site/settings';
import { creditState } from './credit.repo';
import {
  insertVoucher,
  markAwaitingTransfer,
  ownOrderForUpdate,
  ownVoucherRows,
  ownVoucherUploadExists,
} from './voucher.repo';

type VoucherBody = z.output<typeof VoucherBodySchema>;
const DAY = 86_400_000;

export async function submitVoucher(db: Db, userId: number, body: VoucherBody): Promise<Voucher> {
  return db.transaction(async (tx) => {
    if (!(await ownVoucherUploadExists(tx, body.upload_id, userId)))
      throw refused('转账凭证文件不存在，请重新上传');
    let orderNo: string | null = null;
    if (body.order_id > 0) {
      const o = await ownOrderForUpdate(tx, body.order_id, userId);
      if (!o) throw notFound('订单不存在');
      if (o.status !== 'unpaid' && o.status !== 'awaiting_transfer') throw refused('该订单无需转账支付');
      orderNo = o.order_no;
      if (o.status === 'unpaid') {
        // Choosing transfer gives the bank its time: the configured window in days, not minutes.
        const { transfer_window } = await readSettings(tx, ['transfer_window']);
        const deadline = new Date(Date.now() + transfer_window.days * DAY).toISOString();
        await markAwaitingTransfer(tx, body.order_id, deadline);
      }
      await insertEvent(tx, body.order_id, 'awaiting_transfer', '已上传转账凭证，等待财务确认到账');
    } else {
      const owed = (await creditState(tx, userId, true))?.usedFen ?? 0;
      if (owed <= 0) throw refused('当前没有需要偿还的账期欠款');
      if (body.amount > owed) throw refused(`还款金额超过应还金额 ¥${fenToYuan(owed)}`);
    }
    const row = await insertVoucher(tx, {
      userId,
      orderId: body.order_id > 0 ? body.order_id : null,
      uploadId: body.upload_id,
      claimedFen: body.amount,
      note: body.note,
    });
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
  const rows = await ownVoucherRows(db, userId, orderId);
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
