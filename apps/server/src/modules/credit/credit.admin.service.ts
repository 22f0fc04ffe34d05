/** 财务: credit per buyer (audited), receivables with ageing, the voucher queue. */
import { sql } from 'drizzle-orm';
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
import { queryRows } from '../../db/query';
import { chinaDay } from '../../lib/china-day';
import { notFound } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { creditState } from './credit.repo';

export async function adminCredit(db: Db, userId: number) {
  const [u] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE id = ${userId}`);
  if (!u) throw notFound('客户不存在');
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
    const [u] = await queryRows<{ company: string }>(
      tx,
      sql`SELECT c.name AS company FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId}`,
    );
    if (!u) throw notFound('客户不存在');
    const before = await creditState(tx, userId, true);
    await tx.execute(sql`
      INSERT INTO credit_accounts (user_id, limit_fen, term_days) VALUES (${userId}, ${body.limit}, ${body.term_days})
      ON CONFLICT (user_id) DO UPDATE SET limit_fen = excluded.limit_fen, term_days = excluded.term_days,
                                          updated_at = now()`);
    await audit(tx, actor, {
      action: 'finance.credit',
      targetType: 'buyer',
      targetId: userId,
      summary: `设置 ${u.company} 授信额度 ¥${fenToYuan(body.limit)}、账期 ${body.term_days} 天`,
      before: before ? { limit: fenToYuan(before.limitFen), term_days: before.termDays } : null,
      after: { limit: fenToYuan(body.limit), term_days: body.term_days },
    });
  });
  return adminCredit(db, userId);
}

const bucketOf = (age: number): AdminReceivableRow['bucket'] =>
  age <= 30 ? '0-30' : age <= 60 ? '31-60' : age <= 90 ? '61-90' : '90+';

interface Row {
  id: number;
  user_id: number;
  company: string;
  order_id: number;
  order_no: string;
  amount_fen: string;
  outstanding_fen: string;
  created_at: Date | string;
  due_on: string;
  age_days: number;
  total: string;
}

/** Ageing counts whole China days since the receivable arose; buckets sum over the whole filter. */
export async function receivableList(db: Db, q: AdminReceivableQuery) {
  const today = chinaDay();
  const where = sql`(${q.scope === 'all'} OR r.closed_at IS NULL)
    ${q.keyword ? sql`AND c.name LIKE ${`%${q.keyword}%`}` : sql``}`;
  const age = sql`(${today}::date - (r.created_at AT TIME ZONE 'Asia/Shanghai')::date)`;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT r.id, r.user_id, c.name AS company, r.order_id, o.order_no, r.amount_fen::text,
               (r.amount_fen - r.repaid_fen - r.credited_fen)::text AS outstanding_fen, r.created_at,
               r.due_on::text, ${age}::int AS age_days, count(*) OVER ()::text AS total
          FROM receivables r JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = r.user_id
          JOIN companies c ON c.id = u.company_id
         WHERE ${where} ORDER BY r.due_on, r.id
         LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
  const sums = await queryRows<{ b: string; s: string }>(
    db,
    sql`SELECT CASE WHEN ${age} <= 30 THEN '0-30' WHEN ${age} <= 60 THEN '31-60'
                    WHEN ${age} <= 90 THEN '61-90' ELSE '90+' END AS b,
               sum(r.amount_fen - r.repaid_fen - r.credited_fen)::text AS s
          FROM receivables r JOIN users u ON u.id = r.user_id JOIN companies c ON c.id = u.company_id
         WHERE ${where} GROUP BY 1`,
  );
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
  const rows = await queryRows<{
    id: number;
    user_id: number;
    company: string;
    order_id: number | null;
    order_no: string | null;
    due_fen: string;
    claimed_fen: string;
    buyer_note: string;
    status: AdminVoucherRow['status'];
    upload_id: number;
    created_at: Date | string;
    received: string | null;
    bank_serial: string | null;
    internal_note: string | null;
    reject_reason: string;
    total: string;
  }>(
    db,
    sql`SELECT v.id, v.user_id, c.name AS company, v.order_id, o.order_no,
               CASE WHEN o.id IS NULL THEN
                 (SELECT coalesce(sum(amount_fen - repaid_fen - credited_fen), 0) FROM receivables
                   WHERE user_id = v.user_id AND closed_at IS NULL)
               WHEN o.status IN ('unpaid', 'awaiting_transfer') THEN o.payable_fen - o.paid_fen ELSE 0 END::text AS due_fen,
               v.claimed_fen::text, v.buyer_note, v.status, v.upload_id, v.created_at, v.reject_reason,
               b.amount_fen::text AS received, b.bank_serial, b.internal_note, count(*) OVER ()::text AS total
          FROM transfer_vouchers v JOIN users u ON u.id = v.user_id JOIN companies c ON c.id = u.company_id
          LEFT JOIN orders o ON o.id = v.order_id LEFT JOIN bank_transfers b ON b.voucher_id = v.id
         WHERE v.status = ${status} ORDER BY v.id ${status === 'submitted' ? sql`ASC` : sql`DESC`}
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
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
