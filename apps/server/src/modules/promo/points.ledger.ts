/**
 * The one way users.points changes: a conditional update (a spend never goes below zero) and the
 * points_log line with the balance after it, in the caller's transaction. So the buyer's points
 * and the sum of the log always agree, and an order earns once (unique index on order_id).
 */
import { POINTS_REASON_TEXT, pointsForOrder, type PointsLog, type PointsReason } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import {
  addPoints,
  doneOrder,
  insertPointsLog,
  logOrderEarn,
  pointsLogCount,
  pointsLogPage,
  refundPointsState,
  setLogBalance,
  shiftPoints,
  userPoints,
} from './points.repo';

/** Moves the buyer's points by `delta`; returns the balance after, or null when a spend would overdraw. */
export async function movePoints(
  tx: Tx,
  userId: number,
  delta: number,
  reason: PointsReason,
  remark: string,
  orderId: number | null = null,
): Promise<number | null> {
  const points = await shiftPoints(tx, userId, delta);
  if (points === undefined) return null;
  await insertPointsLog(tx, { userId, delta, balanceAfter: points, reason, remark, orderId });
  return points;
}

/**
 * 订单赠送: called in the receipt transaction (shipped → done). The log's unique order index makes
 * a repeat earn nothing: the insert goes first and the balance moves only when it went in.
 */
export async function earnOrderPoints(tx: Tx, userId: number, orderId: number): Promise<number> {
  const order = await doneOrder(tx, userId, orderId);
  const points = order ? pointsForOrder(Number(order.payable)) : 0;
  if (!order || points <= 0) return 0;
  const logId = await logOrderEarn(tx, userId, orderId, points, `订单${order.order_no}确认收货赠送`);
  if (logId === undefined) return 0;
  const balance = await addPoints(tx, userId, points);
  await setLogBalance(tx, logId, balance ?? 0);
  return points;
}

export async function pointsLog(db: Db, userId: number, page: number): Promise<PointsLog> {
  const size = 20;
  const [rows, count, me] = await Promise.all([
    pointsLogPage(db, userId, size, (page - 1) * size),
    pointsLogCount(db, userId),
    userPoints(db, userId),
  ]);
  return {
    points: me ?? 0,
    list: rows.map((r) => ({
      ...r,
      reason_text: POINTS_REASON_TEXT[r.reason] ?? r.reason,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: count ?? 0,
    page,
  };
}

/**
 * 退款扣回: a refund takes back the points its amount earned, i.e. the order keeps what its amount
 * net of refunds would earn. Never below zero: points the buyer already spent stay spent; that
 * shortfall is forgiven (said in the log line) and not taken from a later refund.
 */
export async function reverseRefundedPoints(
  tx: Tx,
  userId: number,
  orderId: number,
  refundFen: number,
): Promise<{ taken: number; forgiven: number }> {
  const r = await refundPointsState(tx, userId, orderId);
  if (!r || r.earned <= 0 || refundFen <= 0) return { taken: 0, forgiven: 0 };
  const after = Number(r.payable) - Number(r.refunded);
  const due = Math.min(pointsForOrder(after + refundFen) - pointsForOrder(after), r.earned);
  if (due <= 0) return { taken: 0, forgiven: 0 };
  const taken = Math.min(due, Math.max(r.points, 0));
  const forgiven = due - taken;
  const remark = `订单${r.no}退款扣回${forgiven ? `（${forgiven}分已使用，不再扣回）` : ''}`;
  // A spend racing this one can only lower the points: then nothing is taken and all is forgiven.
  const moved = await movePoints(tx, userId, -taken, 'refund', remark, orderId);
  return moved === null ? { taken: 0, forgiven: due } : { taken, forgiven };
}
