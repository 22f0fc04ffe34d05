/**
 * The one way users.points changes: a conditional update (a spend never goes below zero) and the
 * points_log line with the balance after it, in the caller's transaction. So the buyer's points
 * and the sum of the log always agree, and an order earns once (unique index on order_id).
 */
import { sql } from 'drizzle-orm';
import { POINTS_REASON_TEXT, pointsForOrder, type PointsLog, type PointsReason } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** Moves the buyer's points by `delta`; returns the balance after, or null when a spend would overdraw. */
export async function movePoints(
  tx: Tx,
  userId: number,
  delta: number,
  reason: PointsReason,
  remark: string,
  orderId: number | null = null,
): Promise<number | null> {
  const [row] = await queryRows<{ points: number }>(
    tx,
    sql`UPDATE users SET points = points + ${delta} WHERE id = ${userId} AND points + ${delta} >= 0 RETURNING points`,
  );
  if (!row) return null;
  await tx.execute(
    sql`INSERT INTO points_log (user_id, delta, balance_after, reason, remark, order_id)
        VALUES (${userId}, ${delta}, ${row.points}, ${reason}, ${remark}, ${orderId})`,
  );
  return row.points;
}

/**
 * 订单赠送: called in the receipt transaction (shipped → done). The log's unique order index makes
 * a repeat earn nothing: the insert goes first and the balance moves only when it went in.
 */
export async function earnOrderPoints(tx: Tx, userId: number, orderId: number): Promise<number> {
  const [order] = await queryRows<{ payable: string | number; order_no: string }>(
    tx,
    sql`SELECT payable_fen::bigint AS payable, order_no FROM orders WHERE id = ${orderId} AND user_id = ${userId} AND status = 'done'`,
  );
  const points = order ? pointsForOrder(Number(order.payable)) : 0;
  if (!order || points <= 0) return 0;
  const logged = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO points_log (user_id, delta, balance_after, reason, remark, order_id)
        VALUES (${userId}, ${points}, 0, 'order', ${`订单${order.order_no}确认收货赠送`}, ${orderId})
        ON CONFLICT (order_id) WHERE reason = 'order' DO NOTHING RETURNING id`,
  );
  if (!logged[0]) return 0;
  const [user] = await queryRows<{ points: number }>(
    tx,
    sql`UPDATE users SET points = points + ${points} WHERE id = ${userId} RETURNING points`,
  );
  await tx.execute(
    sql`UPDATE points_log SET balance_after = ${user?.points ?? 0} WHERE id = ${logged[0].id}`,
  );
  return points;
}

export async function pointsLog(db: Db, userId: number, page: number): Promise<PointsLog> {
  const size = 20;
  const [rows, count, me] = await Promise.all([
    queryRows<{
      id: number;
      delta: number;
      balance_after: number;
      reason: PointsReason;
      remark: string;
      created_at: string;
    }>(
      db,
      sql`SELECT id, delta, balance_after, reason, remark, created_at FROM points_log
          WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM points_log WHERE user_id = ${userId}`),
    queryRows<{ points: number }>(db, sql`SELECT points FROM users WHERE id = ${userId}`),
  ]);
  return {
    points: me[0]?.points ?? 0,
    list: rows.map((r) => ({
      ...r,
      reason_text: POINTS_REASON_TEXT[r.reason] ?? r.reason,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: count[0]?.n ?? 0,
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
