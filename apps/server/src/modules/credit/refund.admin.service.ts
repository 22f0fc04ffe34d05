/**
 * 原路退款异常: online refunds whose refund.online job the gateway refused or keeps failing. Finance
 * may send one again (重试: the same refund_no, the gateway's idempotency key, so a refund the
 * gateway did make is answered, not made twice) or pay the buyer back by bank and record it
 * (改为银行退款: the refund row becomes a bank refund and its job is cancelled in one transaction).
 * Both lock the refund and its job first and refuse while a runner holds the job's lease, so the
 * gateway is never asked while finance records a bank refund of the same money.
 */
import {
  ONLINE_REFUND_STATE_TEXT,
  fenToYuan,
  type AdminBankRefundBody,
  type AdminOnlineRefundRow,
  type OnlineRefundState,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import {
  bankSerialTaken,
  cancelJob,
  lockRefundWithJob,
  reopenRefund,
  rescheduleJob,
  settleByBank,
  unsettledOnlineRefunds,
  type LockedRefund,
  type UnsettledRefundRow,
} from './refund-admin.repo';
import { queueOnlineRefund } from './refund-outbox';

const iso = (t: Date | string) => new Date(t).toISOString();

function stateOf(r: UnsettledRefundRow): OnlineRefundState {
  if (r.status === 'failed') return 'failed';
  return r.job_state === 'pending' ? 'retrying' : 'stopped';
}

export async function unsettledRefundList(db: Db, page: number, pageSize: number) {
  const rows = await unsettledOnlineRefunds(db, page, pageSize);
  const list: AdminOnlineRefundRow[] = rows.map((r) => {
    const state = stateOf(r);
    return {
      id: r.id,
      refund_no: r.refund_no,
      order_id: r.order_id,
      order_no: r.order_no,
      company: r.company,
      amount: fenToYuan(Number(r.amount_fen)),
      state,
      state_text: ONLINE_REFUND_STATE_TEXT[state],
      attempts: r.attempts ?? 0,
      last_error: r.status === 'failed' ? r.failure : (r.last_error ?? ''),
      next_at: state === 'retrying' && r.next_at ? iso(r.next_at) : null,
      created_at: iso(r.created_at),
    };
  });
  return { list, total: Number(rows[0]?.total ?? 0), page, page_size: pageSize };
}

/** The refund, locked, still unsettled and not being sent right now; refused otherwise. */
async function unsettled(tx: Tx, refundId: number, doneMsg: string): Promise<LockedRefund> {
  const r = await lockRefundWithJob(tx, refundId);
  if (!r || (r.method !== 'online' && r.status !== 'done')) throw notFound('退款记录不存在');
  if (r.status === 'done') throw refused(doneMsg);
  if (r.in_flight) throw refused('该退款正在发送给支付平台，请稍后刷新再操作');
  return r;
}

/** 重试: the job sends the refund again now, with a fresh round of attempts and the same refund_no. */
export async function retryOnlineRefund(db: Db, actor: Actor, refundId: number, provider: string) {
  return db.transaction(async (tx) => {
    const r = await unsettled(tx, refundId, '该退款已完成，无需重试');
    await reopenRefund(tx, refundId);
    if (r.job_id) await rescheduleJob(tx, r.job_id);
    else await queueOnlineRefund(tx, refundId, provider);
    await audit(tx, actor, {
      action: 'finance.refund_retry',
      targetType: 'refund',
      targetId: refundId,
      summary: `重新发送订单 ${r.order_no} 的原路退款 ¥${fenToYuan(Number(r.amount_fen))}（退款单号 ${r.refund_no}）`,
      before: { status: r.status },
      after: { status: 'pending' },
    });
    return { refund_no: r.refund_no, next_at: new Date().toISOString() };
  });
}

/** 改为银行退款: finance paid it back by bank; the online refund is settled and never sent again. */
export async function refundByBank(db: Db, actor: Actor, refundId: number, b: AdminBankRefundBody) {
  return db.transaction(async (tx) => {
    const r = await unsettled(tx, refundId, '该退款已完成，不能再登记银行退款');
    if (await bankSerialTaken(tx, b.bank_serial)) throw refused(`退款银行流水号 ${b.bank_serial} 已登记过`);
    if (!(await settleByBank(tx, refundId, b.bank_serial))) throw refused('该退款已完成，不能再登记银行退款');
    if (r.job_id) await cancelJob(tx, r.job_id, `已改为银行退款 ${b.bank_serial}`);
    await audit(tx, actor, {
      action: 'finance.refund_bank',
      targetType: 'refund',
      targetId: refundId,
      summary: `订单 ${r.order_no} 的原路退款 ¥${fenToYuan(Number(r.amount_fen))} 改为银行转账退回，流水号 ${b.bank_serial}`,
      before: { method: 'online', status: r.status },
      after: {
        method: 'bank',
        status: 'done',
        reference: b.bank_serial,
        ...(b.note ? { note: b.note } : {}),
      },
    });
    return { refund_no: r.refund_no, bank_serial: b.bank_serial };
  });
}
