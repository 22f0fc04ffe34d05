/**
 * SQL of the points ledger: users.points moved by conditional updates and the points_log lines
 * beside them, in the caller's transaction; and the buyer's log as /jfmx reads it.
 */
import { sql } from 'drizzle-orm';
import type { PointsReason } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** Moves the points by `delta` unless that would go below zero; returns the points after, or undefined. */
export async function shiftPoints(tx: Tx, userId: number, delta: number): Promise<number | undefined> {
  const [row] = await queryRows<{ points: number }>(
    tx,
    sql`UPDATE users SET points = points + ${delta} WHERE id = ${userId} AND points + ${delta} >= 0 RETURNING points`,
  );
  return row?.points;
}

export interface PointsLogLine {
  userId: number;
  delta: number;
  balanceAfter: number;
  reason: PointsReason;
  remark: string;
  orderId: number | null;
}

export async function insertPointsLog(tx: Tx, l: PointsLogLine): Promise<void> {
  await tx.execute(
    sql`INSERT INTO points_log (user_id, delta, balance_after, reason, remark, order_id)
        VALUES (${l.userId}, ${l.delta}, ${l.balanceAfter}, ${l.reason}, ${l.remark}, ${l.orderId})`,
  );
}

/** The buyer's order if it is done (received), with its payable. */
export async function doneOrder(tx: Tx, userId: number, orderId: number) {
  const [order] = await queryRows<{ payable: string | number; order_no: string }>(
    tx,
    sql`SELECT payable_fen::bigint AS payable, order_no FROM orders WHERE id = ${orderId} AND user_id = ${userId} AND status = 'done'`,
  );
  return order;
}

/**
 * The order's earn line, balance still 0; returns its id, or undefined when the order already
 * earned (the log's unique order index).
 */
export async function logOrderEarn(tx: Tx, userId: number, orderId: number, points: number, remark: string) {
  const logged = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO points_log (user_id, delta, balance_after, reason, remark, order_id)
        VALUES (${userId}, ${points}, 0, 'order', ${remark}, ${orderId})
        ON CONFLICT (order_id) WHERE reason = 'order' DO NOTHING RETURNING id`,
  );
  return logged[0]?.id;
}

/** Adds earned points (never a spend, so unconditional); returns the points after. */
export async function addPoints(tx: Tx, userId: number, points: number): Promise<number | undefined> {
  const [user] = await queryRows<{ points: number }>(
    tx,
    sql`UPDATE users SET points = points + ${points} WHERE id = ${userId} RETURNING points`,
  );
  return user?.points;
}

export async function setLogBalance(tx: Tx, logId: number, balanceAfter: number): Promise<void> {
  await tx.execute(sql`UPDATE points_log SET balance_after = ${balanceAfter} WHERE id = ${logId}`);
}

export function pointsLogPage(db: Db, userId: number, size: number, offset: number) {
  return queryRows<{
    id: number;
    delta: number;
    balance_after: number;
    reason: PointsReason;
    remark: string;
    created_at: string;
  }>(
    db,
    sql`SELECT id, delta, balance_after, reason, remark, created_at FROM points_log
        WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${size} OFFSET ${offset}`,
  );
}

export async function pointsLogCount(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM points_log WHERE user_id = ${userId}`,
  );
  return row?.n;
}

export async function userPoints(db: Db, userId: number): Promise<number | undefined> {
  const [me] = await queryRows<{ points: number }>(db, sql`SELECT points FROM users WHERE id = ${userId}`);
  return me?.points;
}

/** What the order earned, its payable and refunds so far, and the buyer's points now. */
export async function refundPointsState(tx: Tx, userId: number, orderId: number) {
  const [r] = await queryRows<{
    earned: number;
    payable: string;
    refunded: string;
    points: number;
    no: string;
  }>(
    tx,
    sql`SELECT (SELECT coalesce(sum(delta), 0)::int FROM points_log WHERE order_id = ${orderId} AND reason = 'order') AS earned,
               o.payable_fen::text AS payable, o.order_no AS no,
               (SELECT coalesce(sum(amount_fen), 0) FROM order_refunds WHERE order_id = ${orderId})::text AS refunded,
               (SELECT points FROM users WHERE id = ${userId}) AS points
          FROM orders o WHERE o.id = ${orderId}`,
  );
  return r;
}
