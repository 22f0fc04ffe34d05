import {
  COUPON_STATUS_TEXT,
  MONEY_USE_TYPE_TEXT,
  fenToYuan,
  type MoneyUseType,
  type UserCoupon,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { notSignedIn } from '../../lib/errors';
import { ruleText, valueText, type WalletCouponRow } from './coupons.repo';
import { couponCounts, couponPage, findMoney, moneyLogPage } from './wallet.repo';
/** What other modules may use of this module's repository (they reach it through this service). */
export {
  couponFromJson,
  ruleText,
  toEngineCoupon,
  unusedCouponsSql,
  valueText,
  type WalletCouponRow,
} from './coupons.repo';

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
  const row = await findMoney(db, userId);
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
  const filter = {
    useType: q.use_type,
    from: parseTimeBound(q.start_time, false),
    to: parseTimeBound(q.end_time, true),
  };
  const { rows, total } = await moneyLogPage(db, userId, filter, q.page_size, (q.page - 1) * q.page_size);
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
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

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
  const { rows, total } = await couponPage(
    db,
    userId,
    { type: q.type, status, now },
    q.page_size,
    (q.page - 1) * q.page_size,
  );
  return {
    list: rows.map((r) => toUserCoupon(r, status)),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

export const couponNum = (db: Db, userId: number, now = new Date()) => couponCounts(db, userId, now);
