/**
 * 凭证驳回: finance refuses a voucher it cannot match (wrong amount, unreadable, not our account)
 * with a reason the buyer reads beside it; the order stays 待确认到账 and the buyer may upload
 * again. submitted → rejected is conditional, so a voucher is confirmed or rejected, never both.
 */
import { VOUCHER_STATUS_TEXT, fenToYuan } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { insertEvent } from '../checkout/place.service';
import { markVoucherRejected, voucherStatus } from './voucher.repo';

export async function rejectVoucher(db: Db, actor: Actor, voucherId: number, reason: string) {
  return db.transaction(async (tx) => {
    const v = await markVoucherRejected(tx, voucherId, reason);
    if (!v) {
      const now = await voucherStatus(tx, voucherId);
      if (!now) throw notFound('转账凭证不存在');
      throw refused(`该凭证${VOUCHER_STATUS_TEXT[now]}，不能驳回`);
    }
    if (v.order_id) await insertEvent(tx, v.order_id, 'awaiting_transfer', '转账凭证未通过', reason);
    await audit(tx, actor, {
      action: 'finance.voucher_reject',
      targetType: 'transfer_voucher',
      targetId: voucherId,
      summary: `驳回转账凭证 #${voucherId}（¥${fenToYuan(Number(v.claimed_fen))}）：${reason}`,
      before: { status: 'submitted' },
      after: { status: 'rejected', reason },
    });
    return { status: 'rejected' as const, status_text: VOUCHER_STATUS_TEXT.rejected };
  });
}
