import { sql, type SQL } from 'drizzle-orm';
import {
  COUPON_STATUS_TEXT,
  MONEY_USE_TYPE_TEXT,
  fenToYuan,
  type MoneyUseType,
  type UserCoupon,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { notSignedIn } from '../../lib/errors';
import { ruleText, valueText, type WalletCouponRow } from './coupons.repo';

/** 10-digit seconds, 13-digit ms, or YYYY-MM-DD (China day); '' or nonsense means no bound. */
export function parseTimeBound(v: string, endOfDay: boolean): Date | null {
  if (/^\d{10}$/.test(v)) return new Date(Number(v) * 1000);
  if (/^\d{13}$/.test(v)) return new Date(Number(v));
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return null;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - 8 * 3_600_000;
  const d = new Date(endOfDay ? start + 86_400_000 - 1 : start);
  return Number.isNaN(d.getTime()) ? null : d;
}

export async function userMoney(db: Db, userId: number) {
  const [row] = await queryRows<{ balance_fen: string | number; points: number }>(
    db,
    sql`SELECT balance_fen, points FROM users WHERE id = ${userId}`,
  );
  if (!row) throw notSignedIn();
  return { balance: fenToYuan(Number(row.balance_fen)), points: row.points };
}

interface LogQuery {
  page: number;
  page_size: number;
  use_type: number;
  start_time: string;
  end_time: string;
}

export async function moneyLog(db: Db, userId: number, q: LogQuery) {
  const conds: SQL[] = [sql`l.user_id = ${userId}`];
  if (q.use_type > 0) conds.push(sql`l.use_type = ${q.use_type}`);
  const from = parseTimeBound(q.start_time, false);
  const to = parseTimeBound(q.end_time, true);
  if (from) conds.push(sql`l.created_at >= ${from.toISOString()}`);
  if (to) conds.push(sql`l.created_at <= ${to.toISOString()}`);
  const where = sql.join(conds, sql` AND `);
  const [rows, count] = await Promise.all([
    queryRows<{
      id: number;
      amount_fen: string | number;
      balance_after_fen: string | number;
      use_type: number;
      remark: string;
      order_no: string | null;
      created_at: Date | string;
    }>(
      db,
      sql`SELECT l.id, l.amount_fen, l.balance_after_fen, l.use_type, l.remark, o.order_no, l.created_at
            FROM user_money_log l LEFT JOIN orders o ON o.id = l.order_id
           WHERE ${where} ORDER BY l.created_at DESC, l.id DESC
           LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM user_money_log l WHERE ${where}`),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      amount: fenToYuan(Number(r.amount_fen)),
      balance_after: fenToYuan(Number(r.balance_after_fen)),
      use_type: r.use_type,
      use_type_text: MONEY_USE_TYPE_TEXT[r.use_type as MoneyUseType] ?? '其他',
      remark: r.remark,
      order_no: r.order_no ?? '',
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: count[0]?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

const kindFilter = (type: number): SQL =>
  type === 1 ? sql`c.kind = 'coupon'` : type === 2 ? sql`c.kind = 'voucher'` : sql`true`;
/** 1 unused (and not expired), 2 used, 3 expired (unused past its end). */
const statusFilter = (status: number, now: string): SQL =>
  status === 2
    ? sql`uc.status = 'used'`
    : status === 3
      ? sql`uc.status = 'unused' AND uc.ends_at IS NOT NULL AND uc.ends_at <= ${now}`
      : sql`uc.status = 'unused' AND (uc.ends_at IS NULL OR uc.ends_at > ${now})`;

const toUserCoupon = (r: WalletCouponRow, status: 1 | 2 | 3): UserCoupon => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  rule_text: ruleText(r),
  value_text: valueText(r),
  threshold: fenToYuan(r.threshold_fen),
  starts_at: r.starts_at ? new Date(r.starts_at).toISOString() : null,
  ends_at: r.ends_at ? new Date(r.ends_at).toISOString() : null,
  status,
  status_text: COUPON_STATUS_TEXT[status],
  order_no: r.order_no,
});

export async function userCoupons(
  db: Db,
  userId: number,
  q: { page: number; page_size: number; type: number; status: number },
  now = new Date(),
) {
  const status: 1 | 2 | 3 = q.status === 2 || q.status === 3 ? q.status : 1;
  const where = sql`uc.user_id = ${userId} AND ${kindFilter(q.type)} AND ${statusFilter(status, now.toISOString())}`;
  const [rows, count] = await Promise.all([
    queryRows<WalletCouponRow>(
      db,
      sql`SELECT uc.id, uc.coupon_id, c.name, c.kind, c.rule_type, c.threshold_fen::int AS threshold_fen,
                 c.amount_fen::int AS amount_fen, c.rate_permille, c.max_discount_fen::int AS max_discount_fen,
                 uc.status, uc.starts_at, uc.ends_at, o.order_no
            FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id LEFT JOIN orders o ON o.id = uc.order_id
           WHERE ${where} ORDER BY uc.ends_at NULLS LAST, uc.id
           LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id WHERE ${where}`,
    ),
  ]);
  return {
    list: rows.map((r) => toUserCoupon(r, status)),
    total: count[0]?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function couponNum(db: Db, userId: number, now = new Date()) {
  const t = now.toISOString();
  const [row] = await queryRows<{
    unused: number;
    used: number;
    expired: number;
    coupon: number;
    voucher: number;
  }>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE uc.status = 'unused' AND (uc.ends_at IS NULL OR uc.ends_at > ${t}))::int AS unused,
          count(*) FILTER (WHERE uc.status = 'used')::int AS used,
          count(*) FILTER (WHERE uc.status = 'unused' AND uc.ends_at <= ${t})::int AS expired,
          count(*) FILTER (WHERE c.kind = 'coupon' AND uc.status = 'unused' AND (uc.ends_at IS NULL OR uc.ends_at > ${t}))::int AS coupon,
          count(*) FILTER (WHERE c.kind = 'voucher' AND uc.status = 'unused' AND (uc.ends_at IS NULL OR uc.ends_at > ${t}))::int AS voucher
        FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id WHERE uc.user_id = ${userId}`,
  );
  return row ?? { unused: 0, used: 0, expired: 0, coupon: 0, voucher: 0 };
}
