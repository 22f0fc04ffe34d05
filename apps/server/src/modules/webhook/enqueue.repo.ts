/** SQL of webhook deliveries: the insert of one event's rows, and each event's data built from the rows just changed. */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { WebhookEvent } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { nudgeWebhooks } from './nudge';

/** Money as the API shows it: a yuan string with two decimals, from integer fen. */
export const yuanSql = (fen: SQL) => sql`to_char((${fen}) / 100.0, 'FM999999999990.00')`;

const buyerJson = sql`jsonb_build_object('user_id', u.id, 'company', c.name, 'credit_code', c.credit_code)`;

/**
 * Inserts the deliveries of one event; `data` is a query yielding one jsonb column (no row: no
 * event). Returns how many endpoints will be told.
 */
export async function enqueueWebhook(tx: Db | Tx, event: WebhookEvent, data: SQL): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO webhook_deliveries (endpoint_id, event, event_id, data)
        SELECT e.id, ${event}, ${randomUUID()}::uuid, p.data
          FROM webhook_endpoints e CROSS JOIN (${data}) p(data)
         WHERE e.enabled AND ${event} = ANY(e.events)
        RETURNING id`,
  );
  if (rows.length > 0) nudgeWebhooks();
  return rows.length;
}

export const orderData = (orderId: number, extra: SQL = sql``) => sql`
  SELECT jsonb_build_object(
           'order_id', o.id, 'order_no', o.order_no, 'status', o.status, 'pay_type', o.pay_type,
           'payable', ${yuanSql(sql`o.payable_fen`)}, 'paid', ${yuanSql(sql`o.paid_fen`)},
           'buyer', ${buyerJson}, 'created_at', o.created_at, 'paid_at', o.paid_at,
           'shipped_at', o.shipped_at, 'cancelled_at', o.cancelled_at,
           'logistics_company', o.logistics_company, 'tracking_no', o.tracking_no) ${extra}
    FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN companies c ON c.id = u.company_id
   WHERE o.id = ${orderId}`;

export const aftersaleData = (id: number) => sql`
  SELECT jsonb_build_object(
           'aftersale_id', a.id, 'order_id', a.order_id, 'order_no', o.order_no, 'kind', a.kind,
           'status', a.status, 'reason', a.reason, 'refund', ${yuanSql(sql`a.refund_fen`)},
           'buyer', ${buyerJson}, 'created_at', a.created_at, 'refunded_at', a.refunded_at,
           'lines', (SELECT coalesce(jsonb_agg(jsonb_build_object('goods_id', al.goods_id,
                            'batch_no', gl.batch_no, 'number', al.number,
                            'amount', ${yuanSql(sql`al.amount_fen`)}) ORDER BY al.id), '[]'::jsonb)
                       FROM aftersale_lines al JOIN goods_lots gl ON gl.id = al.lot_id
                      WHERE al.aftersale_id = a.id))
    FROM aftersales a JOIN orders o ON o.id = a.order_id JOIN users u ON u.id = a.user_id
    LEFT JOIN companies c ON c.id = u.company_id
   WHERE a.id = ${id}`;

/** order.cancelled's data: the order's, with the reason as the order's history records it. */
export const orderCancelledData = (orderId: number, reason: string) =>
  orderData(orderId, sql`|| jsonb_build_object('reason', ${reason}::text)`);

/** order.shipped's data: the order's, with each line's batches as picked. */
export const orderShippedData = (orderId: number) =>
  orderData(
    orderId,
    sql`|| jsonb_build_object('batches', (
          SELECT coalesce(jsonb_agg(jsonb_build_object('goods_id', x.goods_id, 'batch_no', l.batch_no,
                                    'expires_on', l.expires_on, 'number', x.number) ORDER BY x.id), '[]'::jsonb)
            FROM order_line_lots x JOIN goods_lots l ON l.id = x.lot_id WHERE x.order_id = o.id))`,
  );

/** buyer.approved's data: the company the ERP matches by 统一社会信用代码, and its approved 经营范围. */
export const buyerApprovedData = (userId: number) =>
  sql`SELECT jsonb_build_object('user_id', u.id, 'username', u.username, 'company', c.name,
               'credit_code', c.credit_code, 'kind', c.kind, 'province', c.province, 'city', c.city,
               'business_scope', c.business_scope)
        FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId}`;
