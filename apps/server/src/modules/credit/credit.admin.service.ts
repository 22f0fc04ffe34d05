/** 财务: credit per buyer (audited), receivables with ageing, the voucher queue. */
import {
  AGEING_BUCKETS,
  AGEING_TEXT,
  fenToYuan,
  uploadUrl,
  type AdminReceivableQuery,
  type AdminReceivableRow,
  type AdminVoucherRow,
  type CreditBody,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { chinaDay } from '../../lib/china-day';
import { notFound } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import {
  buyerCompany,
  buyerExists,
  receivableRows,
  upsertCreditAccount,
  voucherRows,
} from './credit-admin.repo';
import { creditState } from './credit.repo';

export async function adminCredit(db: Db, userId: number) {
  if (!(await buyerExists(db, userId))) throw notFound('客户不存在');
  const s = await creditState(db, userId);
  const limit = s?.limitFen ?? 0;
  const used = s?.usedFen ?? 0;
  return {
    user_id: userId,
    limit: fenToYuan(limit),
    term_days: s?.termDays ?? 30,
    used: fenToYuan(used),
    available: fenToYuan(Math.max(limit - used, 0)),
    overdue: fenToYuan(s?.overdueFen ?? 0),
  };
}

/** Sets limit and term; a lower limit than what is owed is allowed (it only stops new credit). */
export async function setCredit(db: Db, actor: Actor, userId: number, body: CreditBody) {
  await db.transaction(async (tx) => {
    const company = await buyerCompany(tx, userId);
    if (company === null) throw notFound('客户不存在');
    const before = await creditState(tx, userId, true);
    await upsertCreditAccount(tx, userId, body);
    await audit(tx, actor, {
      action: 'finance.credit',
      targetType: 'buyer',
      targetId: userId,
      summary: `设置 ${company} 授信额度 ¥${fenToYuan(body.limit)}、账期 ${body.term_days} 天`,
      before: before ? { limit: fenToYuan(before.limitFen), term_days: before.termDays } : null,
      after: { limit: fenToYuan(body.limit), term_days: body.term_days },
    });
  });
  return adminCredit(db, userId);
}

const bucketOf = (age: number): AdminReceivableRow['bucket'] =>
  age <= 30 ? '0-30' : age <= 60 ? '31-60' : age <= 90 ? '61-90' : '90+';

/** Ageing counts whole China days since the receivable arose; buckets sum over the whole filter. */
export async function receivableList(db: Db, q: AdminReceivableQuery) {
  const today = chinaDay();
  const { rows, sums } = await receivableRows(db, q, today);
  const byBucket = new Map(sums.map((x) => [x.b, Number(x.s)]));
  return {
    list: rows.map((r): AdminReceivableRow => ({
      id: r.id,
      user_id: r.user_id,
      company: r.company,
      order_id: r.order_id,
      order_no: r.order_no,
      amount: fenToYuan(Number(r.amount_fen)),
      outstanding: fenToYuan(Number(r.outstanding_fen)),
      created_at: new Date(r.created_at).toISOString(),
      due_on: r.due_on,
      age_days: r.age_days,
      overdue_days: Math.max(0, Math.round((Date.parse(today) - Date.parse(r.due_on)) / 86_400_000)),
      bucket: bucketOf(r.age_days),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    page_size: q.page_size,
    ageing: AGEING_BUCKETS.map((b) => ({
      bucket: b,
      label: AGEING_TEXT[b],
      outstanding: fenToYuan(byBucket.get(b) ?? 0),
    })),
  };
}

export async function voucherList(db: Db, status: AdminVoucherRow['status'], page: number, pageSize: number) {
  const rows = await voucherRows(db, status, page, pageSize);
  return {
    list: rows.map((r): AdminVoucherRow => ({
      id: r.id,
      user_id: r.user_id,
      company: r.company,
      order_id: r.order_id,
      order_no: r.order_no,
      due: fenToYuan(Number(r.due_fen)),
      claimed: fenToYuan(Number(r.claimed_fen)),
      buyer_note: r.buyer_note,
      status: r.status,
      file_url: `/api/admin/finance/vouchers/${r.id}/file`,
      created_at: new Date(r.created_at).toISOString(),
      received: r.received === null ? null : fenToYuan(Number(r.received)),
      bank_serial: r.bank_serial,
      internal_note: r.internal_note,
      reject_reason: r.reject_reason,
    })),
    total: Number(rows[0]?.total ?? 0),
    page,
    page_size: pageSize,
  };
}

export const voucherUploadUrl = uploadUrl;
