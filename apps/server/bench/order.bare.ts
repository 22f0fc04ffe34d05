/**
 * The floor for order placement: one raw-driver transaction with the same writes as the app
 * (idempotency row, conditional goods and lot updates, order, line, lot record, event, cart delete,
 * the idempotency row's order ids) and none of the reads, pricing or validation.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface Buyer {
  userId: number;
  addressId: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function bareOrder(pool: pg.Pool, b: Buyer, goodsId: number): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const line = await client.query<{ id: number }>(
      'INSERT INTO cart_lines (user_id, goods_id, number) VALUES ($1, $2, 1) ON CONFLICT DO NOTHING RETURNING id',
      [b.userId, goodsId],
    );
    const req = await client.query<{ id: number }>(
      'INSERT INTO order_requests (user_id, idempotency_key, body_hash) VALUES ($1, $2, $3) RETURNING id',
      [b.userId, randomUUID(), 'x'.repeat(64)],
    );
    const g = await client.query(
      'UPDATE goods SET stock = stock - 1, sales = sales + 1 WHERE id = $1 AND stock >= 1 RETURNING id',
      [goodsId],
    );
    if (g.rowCount === 0) throw new Error('out of stock');
    const lot = await client.query<{ id: number; batch_no: string; produced_on: string; expires_on: string }>(
      `UPDATE goods_lots SET stock = stock - 1
        WHERE id = (SELECT id FROM goods_lots WHERE goods_id = $1 AND stock >= 1 AND expires_on > current_date ORDER BY expires_on, id LIMIT 1)
          AND stock >= 1
        RETURNING id, batch_no, produced_on::text, expires_on::text`,
      [goodsId],
    );
    const l = lot.rows[0];
    if (!l) throw new Error('no lot');
    const o = await client.query<{ id: number }>(
      `INSERT INTO orders (order_no, user_id, kind, status, pay_type, goods_amount_fen, payable_fen, address, pay_deadline)
       VALUES ('BR' || nextval('order_no_seq'), $1, 'normal', 'unpaid', 'balance', 100, 100, '{}'::jsonb, now() + interval '30 minutes')
       RETURNING id`,
      [b.userId],
    );
    const orderId = o.rows[0]?.id;
    const ol = await client.query<{ id: number }>(
      `INSERT INTO order_lines (order_id, goods_id, name, sccj, ypgg, bzdw, number, unit_price_fen, total_fen)
       VALUES ($1, $2, 'x', 'x', 'x', '盒', 1, 100, 100) RETURNING id`,
      [orderId, goodsId],
    );
    await client.query(
      `INSERT INTO order_line_lots (order_id, order_line_id, goods_id, lot_id, batch_no, produced_on, expires_on, number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1)`,
      [orderId, ol.rows[0]?.id, goodsId, l.id, l.batch_no, l.produced_on, l.expires_on],
    );
    await client.query(
      `INSERT INTO order_events (order_id, status, text) VALUES ($1, 'unpaid', '订单已提交')`,
      [orderId],
    );
    await client.query('DELETE FROM cart_lines WHERE id = $1', [line.rows[0]?.id ?? 0]);
    await client.query('UPDATE order_requests SET order_ids = ARRAY[$1::int] WHERE id = $2', [
      orderId,
      req.rows[0]?.id,
    ]);
    await client.query('COMMIT');
    return true;
  } catch {
    await client.query('ROLLBACK');
    return false;
  } finally {
    client.release();
  }
}
