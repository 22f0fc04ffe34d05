import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryChecked } from '../../db/query';
import { WALLET_COUPON_SELECT, WalletCouponSchema } from './coupons.repo';

/** bigint columns arrive as strings from node-postgres and as numbers from PGlite. */
const bigintFen = z.union([z.string(), z.number()]);
const count = z.object({ n: z.number() });

const MoneyRow = z.object({ balance_fen: bigintFen, points: z.number() });

export async function findMoney(db: Db, userId: number) {
  const [row] = await queryChecked(
    db,
    MoneyRow,
    sql`SELECT balance_fen, points FROM users WHERE id = ${userId}`,
  );
  return row ?? null;
}

export interface MoneyLogFilter {
  useType: number;
  from: Date | null;
  to: Date | null;
}

const MoneyLogRow = z.object({
  id: z.number(),
  amount_fen: bigintFen,
  balance_after_fen: bigintFen,
  use_type: z.number(),
  remark: z.string(),
  order_no: z.string().nullable(),
  created_at: z.union([z.date(), z.string()]),
});

/** A page of the buyer's balance log, newest first, with the filter's total. */
export async function moneyLogPage(db: Db, userId: number, f: MoneyLogFilter, limit: number, offset: number) {
  const conds: SQL[] = [sql`l.user_id = ${userId}`];
  if (f.useType > 0) conds.push(sql`l.use_type = ${f.useType}`);
  if (f.from) conds.push(sql`l.created_at >= ${f.from.toISOString()}`);
  if (f.to) conds.push(sql`l.created_at <= ${f.to.toISOString()}`);
  const where = sql.join(conds, sql` AND `);
  const [rows, total] = await Promise.all([
    queryChecked(
      db,
      MoneyLogRow,
      sql`SELECT l.id, l.amount_fen, l.balance_after_fen, l.use_type, l.remark, o.order_no, l.created_at
            FROM user_money_log l LEFT JOIN orders o ON o.id = l.order_id
           WHERE ${where} ORDER BY l.created_at DESC, l.id DESC
           LIMIT ${limit} OFFSET ${offset}`,
    ),
    queryChecked(db, count, sql`SELECT count(*)::int AS n FROM user_money_log l WHERE ${where}`),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

const kindFilter = (type: number): SQL =>
  type === 1 ? sql`c.kind = 'coupon'` : type === 2 ? sql`c.kind = 'voucher'` : sql`true`;
/** 1 unused (and not expired), 2 used, 3 expired (unused past its end). */
const statusFilter = (status: 1 | 2 | 3, now: string): SQL =>
  status === 2
    ? sql`uc.status = 'used'`
    : status === 3
      ? sql`uc.status = 'unused' AND uc.ends_at IS NOT NULL AND uc.ends_at <= ${now}`
      : sql`uc.status = 'unused' AND (uc.ends_at IS NULL OR uc.ends_at > ${now})`;

/** A page of the buyer's coupons of one kind (0 all, 1 coupon, 2 voucher) and status, with the total. */
export async function couponPage(
  db: Db,
  userId: number,
  f: { type: number; status: 1 | 2 | 3; now: Date },
  limit: number,
  offset: number,
) {
  const where = sql`uc.user_id = ${userId} AND ${kindFilter(f.type)} AND ${statusFilter(f.status, f.now.toISOString())}`;
  const [rows, total] = await Promise.all([
    queryChecked(
      db,
      WalletCouponSchema,
      sql`${WALLET_COUPON_SELECT} WHERE ${where} ORDER BY uc.ends_at NULLS LAST, uc.id LIMIT ${limit} OFFSET ${offset}`,
    ),
    queryChecked(
      db,
      count,
      sql`SELECT count(*)::int AS n FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id WHERE ${where}`,
    ),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

const CouponCounts = z.object({
  unused: z.number(),
  used: z.number(),
  expired: z.number(),
  coupon: z.number(),
  voucher: z.number(),
});

export async function couponCounts(db: Db, userId: number, now: Date) {
  const t = now.toISOString();
  const [row] = await queryChecked(
    db,
    CouponCounts,
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
