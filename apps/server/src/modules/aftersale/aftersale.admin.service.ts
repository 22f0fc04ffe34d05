/**
 * The operators' side: approve, reject, receive, refund. Each is one conditional UPDATE from the
 * expected status; when nothing changed the request is refused with why, nothing else is written
 * and no audit record is made. The audit record is in the transaction of the change it records.
 */
import type { SQL } from 'drizzle-orm';
import {
  AFTERSALE_STATUS_TEXT,
  fenToYuan,
  type AdminAftersaleQuery,
  type AftersaleRefund,
  type AftersaleStatus,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import type { RefundProvider } from '../payment/provider';
import { refundText, refundToSource } from '../credit/refund.service';
import { reverseRefundedPoints } from '../promo/points.ledger';
import { findUpload } from '../upload/upload.service';
import {
  inspectionRow,
  moveAftersale,
  withRefundedNow,
  withRejectReason,
  withReturnAddress,
} from './aftersale.admin.repo';
import { addEvent, findAftersale, listAftersales, type AftersaleRow } from './aftersale.repo';
import { briefOf, detailOf } from './aftersale.view';
import { notifyBuyer } from '../notify/buyer-notify';
import { signalWork } from '../notify/work-bus';
import { webhookAftersaleRefunded } from '../webhook/enqueue';
import { inspectReturn, type Inspection } from '../warehouse/returns.service';

export async function adminAftersaleList(db: Db, q: AdminAftersaleQuery) {
  const { rows, total } = await listAftersales(
    db,
    { status: q.status, managerId: q.manager_id },
    q.page_size,
    (q.page - 1) * q.page_size,
  );
  return {
    list: rows.map((r) => ({ ...briefOf(r), buyer_company: r.buyer_company })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function adminAftersaleDetail(db: Db, id: number) {
  const row = await findAftersale(db, id);
  if (!row) throw notFound('售后单不存在');
  const detail = await detailOf(db, row);
  // The operator's cookie never reaches /api/upload: each photo opens through the admin route.
  const images = detail.images.map((img, k) => ({
    ...img,
    url: `/api/admin/aftersales/${id}/images/${k + 1}`,
  }));
  return { ...detail, images, buyer_company: row.buyer_company, inspection: await inspectionOf(db, id) };
}

/** The warehouse's 退货验收 of a request, or null before the goods came back. */
async function inspectionOf(db: Db, id: number) {
  const r = await inspectionRow(db, id);
  if (!r) return null;
  return {
    result: r.result,
    result_text: r.result === 'pass' ? '合格' : '不合格',
    reason: r.reason,
    photos: r.photos,
    operator: r.operator ?? '',
    at: new Date(r.created_at).toISOString(),
  };
}

/** The n-th return photo of a request (from 1), as the buyer attached it. */
export async function aftersaleImage(db: Db, id: number, n: number) {
  const row = await findAftersale(db, id);
  const uploadId = row?.image_ids[n - 1];
  const file = uploadId === undefined ? null : await findUpload(db, uploadId);
  if (!file) throw notFound('文件不存在');
  return file;
}

/** Moves one request from `from` to `to`; refuses with the current status when it is elsewhere. */
async function transition(
  tx: Tx,
  id: number,
  from: AftersaleStatus,
  to: AftersaleStatus,
  verb: string,
  set?: SQL,
): Promise<AftersaleRow> {
  const done = await moveAftersale(tx, id, from, to, set);
  const row = await findAftersale(tx, id);
  if (!row) throw notFound('售后单不存在');
  if (!done) throw refused(`售后单${AFTERSALE_STATUS_TEXT[row.status]}，不能${verb}`);
  return row;
}

const result = (status: AftersaleStatus) => ({ status, status_text: AFTERSALE_STATUS_TEXT[status] });

export async function approveAftersale(db: Db, actor: Actor, id: number, returnAddress: string) {
  return db.transaction(async (tx) => {
    const row = await transition(tx, id, 'pending', 'approved', '同意', withReturnAddress(returnAddress));
    await addEvent(tx, id, 'approved', '商家已同意，请按退货地址寄回商品', returnAddress);
    await notifyBuyer(tx, row.user_id, 'return_approved', row.order_no);
    await audit(tx, actor, {
      action: 'aftersale.approve',
      targetType: 'aftersale',
      targetId: id,
      summary: `同意订单 ${row.order_no} 的售后申请 #${id}`,
      before: { status: 'pending' },
      after: { status: 'approved', return_address: returnAddress },
    });
    return result('approved');
  });
}

export async function rejectAftersale(db: Db, actor: Actor, id: number, reason: string) {
  return db.transaction(async (tx) => {
    const row = await transition(tx, id, 'pending', 'rejected', '拒绝', withRejectReason(reason));
    await addEvent(tx, id, 'rejected', '商家已拒绝申请', reason);
    await notifyBuyer(tx, row.user_id, 'return_rejected', row.order_no);
    await audit(tx, actor, {
      action: 'aftersale.reject',
      targetType: 'aftersale',
      targetId: id,
      summary: `拒绝订单 ${row.order_no} 的售后申请 #${id}：${reason}`,
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    return result('rejected');
  });
}

/**
 * The goods are back and inspected (退货验收) in the transaction of the status change, so a repeat
 * adds nothing: 合格 units return to the very lots they left from (and to goods.stock unless the
 * lot is frozen); 不合格 units go to the quarantine area (不合格品区) and never to sale. Either way
 * the request is 已收货 and the refund can go ahead; the disposal comes later.
 */
export async function receiveAftersale(db: Db, actor: Actor, id: number, inspection: Inspection) {
  return db.transaction(async (tx) => {
    const row = await transition(tx, id, 'shipped', 'received', '确认收货');
    const verdict = await inspectReturn(tx, actor, id, inspection);
    await addEvent(
      tx,
      id,
      'received',
      inspection.result === 'pass'
        ? '商家已收到退回的商品，验收合格，等待退款'
        : '商家已收到退回的商品，等待退款',
      inspection.result === 'pass' ? '' : '退回商品验收不合格，已隔离处理',
    );
    signalWork('refunds_to_pay', tx);
    await audit(tx, actor, {
      action: 'aftersale.receive',
      targetType: 'aftersale',
      targetId: id,
      summary: `售后单 #${id}（订单 ${row.order_no}）退回商品验收${verdict}${inspection.reason ? `：${inspection.reason}` : ''}`,
      before: { status: 'shipped' },
      after: { status: 'received', result: inspection.result, reason: inspection.reason },
    });
    return result('received');
  });
}

/**
 * The refund goes back to where the order was paid (credit/refund.service: gateway, balance,
 * credit note, bank) once: a repeat finds the request already 已退款 and is refused. Points earned
 * on the refunded amount are taken back; a used coupon is not returned on a return (ADR 008).
 */
export async function refundAftersale(
  db: Db,
  actor: Actor,
  refunder: RefundProvider,
  id: number,
  transfer: AftersaleRefund = { transfer_to: 'balance' },
) {
  return db.transaction(async (tx) => {
    const row = await transition(tx, id, 'received', 'refunded', '退款', withRefundedNow());
    const parts = await refundToSource(tx, {
      orderId: row.order_id,
      amountFen: row.refund_fen,
      aftersaleId: id,
      transfer,
      refunder,
      remark: `订单${row.order_no}售后退款（售后单${id}）`,
    });
    const where = refundText(parts) || '¥0.00';
    const points = await reverseRefundedPoints(tx, row.user_id, row.order_id, row.refund_fen);
    const pointsText = points.taken ? `，扣回积分${points.taken}分` : '';
    await addEvent(tx, id, 'refunded', `退款已完成：${where}`, `¥${fenToYuan(row.refund_fen)}${pointsText}`);
    await notifyBuyer(tx, row.user_id, 'refunded', row.order_no);
    await webhookAftersaleRefunded(tx, id);
    await audit(tx, actor, {
      action: 'aftersale.refund',
      targetType: 'aftersale',
      targetId: id,
      summary: `售后单 #${id}（订单 ${row.order_no}）退款：${where}${pointsText}`,
      before: { status: 'received' },
      after: {
        status: 'refunded',
        refund: fenToYuan(row.refund_fen),
        parts: parts.map((p) => ({
          method: p.method,
          amount: fenToYuan(p.amountFen),
          reference: p.reference,
        })),
        points_taken: points.taken,
        points_forgiven: points.forgiven,
      },
    });
    return result('refunded');
  });
}
