/**
 * SQL of 幸运抽奖: the draws and prizes shown, and the writes of one draw (the buyer's count, the
 * prize's issued count, the coupon won and the record), each in the caller's transaction.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

const live = sql`d.is_active AND (d.starts_at IS NULL OR d.starts_at <= now()) AND (d.ends_at IS NULL OR d.ends_at > now())`;

export interface PrizeRow {
  id: number;
  name: string;
  remarks: string;
  kind: 'coupon' | 'points' | 'goods' | 'none';
  coupon_id: number | null;
  points: number;
  weight: number;
  stock: number;
  issued: number;
}

/** How many times the buyer has drawn in this draw. */
export async function entryCount(db: Db, drawId: number, userId: number): Promise<number> {
  const [row] = await queryRows<{ number: number }>(
    db,
    sql`SELECT number FROM draw_entries WHERE draw_id = ${drawId} AND user_id = ${userId}`,
  );
  return row?.number ?? 0;
}

/** The newest draw running now. */
export async function newestLiveDraw(db: Db) {
  const [d] = await queryRows<{ id: number; title: string; max_per_buyer: number }>(
    db,
    sql`SELECT d.id, d.title, d.max_per_buyer FROM draws d WHERE ${live} ORDER BY d.id DESC LIMIT 1`,
  );
  return d;
}

export async function drawById(db: Db, drawId: number) {
  const [d] = await queryRows<{
    id: number;
    title: string;
    rules: string;
    max_per_buyer: number;
    ends_at: string | null;
  }>(db, sql`SELECT d.id, d.title, d.rules, d.max_per_buyer, d.ends_at FROM draws d WHERE d.id = ${drawId}`);
  return d;
}

/** The prizes as the draw page lists them (never their weights or stock). */
export function shownPrizes(db: Db, drawId: number) {
  return queryRows<{ id: number; name: string; remarks: string; kind: PrizeRow['kind'] }>(
    db,
    sql`SELECT id, name, remarks, kind FROM draw_prizes WHERE draw_id = ${drawId} ORDER BY sort, id`,
  );
}

/** The draw if it is running now. */
export async function liveDrawById(db: Db, drawId: number) {
  const [d] = await queryRows<{ id: number; max_per_buyer: number }>(
    db,
    sql`SELECT d.id, d.max_per_buyer FROM draws d WHERE d.id = ${drawId} AND ${live}`,
  );
  return d;
}

/** Counts one more draw for the buyer while under `max`; returns the count after, or undefined. */
export async function countEntry(tx: Tx, drawId: number, userId: number, max: number) {
  const [entry] = await queryRows<{ number: number }>(
    tx,
    sql`INSERT INTO draw_entries AS e (draw_id, user_id, number) VALUES (${drawId}, ${userId}, 1)
        ON CONFLICT (draw_id, user_id) DO UPDATE SET number = e.number + 1 WHERE e.number + 1 <= ${max}
        RETURNING number`,
  );
  return entry?.number;
}

/** The prizes that can still be won: 谢谢参与 and those with stock left. */
export function prizesLeft(tx: Tx, drawId: number) {
  return queryRows<PrizeRow>(
    tx,
    sql`SELECT id, name, remarks, kind, coupon_id, points, weight, stock, issued FROM draw_prizes
        WHERE draw_id = ${drawId} AND (kind = 'none' OR issued < stock) ORDER BY sort, id`,
  );
}

/** Issues one of the prize while under its stock; false when it ran out meanwhile. */
export async function issuePrize(tx: Tx, prizeId: number): Promise<boolean> {
  const took = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE draw_prizes SET issued = issued + 1 WHERE id = ${prizeId} AND issued < stock RETURNING id`,
  );
  return took.length > 0;
}

/** Puts a won coupon in the wallet, valid for `days` from now; returns its id. */
export async function addPrizeCoupon(tx: Tx, userId: number, couponId: number, days: number) {
  const [uc] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO user_coupons (user_id, coupon_id, starts_at, ends_at)
        VALUES (${userId}, ${couponId}, now(), now() + make_interval(days => ${days})) RETURNING id`,
  );
  return uc?.id ?? null;
}

export interface DrawRecordInput {
  drawId: number;
  userId: number;
  prizeId: number | null;
  name: string;
  remarks: string;
  userCouponId: number | null;
  points: number;
}

export async function insertDrawRecord(tx: Tx, r: DrawRecordInput) {
  const [record] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO draw_records (draw_id, user_id, prize_id, prize_name, remarks, user_coupon_id, points)
        VALUES (${r.drawId}, ${r.userId}, ${r.prizeId}, ${r.name}, ${r.remarks}, ${r.userCouponId}, ${r.points})
        RETURNING id`,
  );
  return record?.id ?? 0;
}

export interface RecordRow {
  id: number;
  title: string;
  buyer: string;
  prize_name: string;
  remarks: string;
  kind: PrizeRow['kind'] | null;
  points: number;
  coupon_kind: string | null;
  coupon_status: 'unused' | 'used' | null;
  coupon_ends_at: string | null;
  order_no: string | null;
  created_at: string;
}

const RECORD_SELECT = sql`SELECT r.id, d.title, c.name AS buyer, r.prize_name, r.remarks, p.kind, r.points,
    cp.kind AS coupon_kind, uc.status AS coupon_status, uc.ends_at AS coupon_ends_at, o.order_no, r.created_at
  FROM draw_records r JOIN draws d ON d.id = r.draw_id JOIN users u ON u.id = r.user_id
  JOIN companies c ON c.id = u.company_id LEFT JOIN draw_prizes p ON p.id = r.prize_id
  LEFT JOIN user_coupons uc ON uc.id = r.user_coupon_id LEFT JOIN coupons cp ON cp.id = uc.coupon_id
  LEFT JOIN orders o ON o.id = uc.order_id`;

/** The latest 20 winning records of a draw. */
export function winningRecords(db: Db, drawId: number) {
  return queryRows<RecordRow>(
    db,
    sql`${RECORD_SELECT} WHERE r.draw_id = ${drawId} AND p.kind IS NOT NULL AND p.kind <> 'none' ORDER BY r.id DESC LIMIT 20`,
  );
}

/** The buyer's latest 50 records, wins or not. */
export function buyerRecords(db: Db, userId: number) {
  return queryRows<RecordRow>(
    db,
    sql`${RECORD_SELECT} WHERE r.user_id = ${userId} ORDER BY r.id DESC LIMIT 50`,
  );
}
