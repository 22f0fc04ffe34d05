/** SQL of the back office's webhook pages: endpoints with their backlog, deliveries with attempts. */
import { sql, type SQL } from 'drizzle-orm';
import type { WebhookDelivery, WebhookDeliveryQuery, WebhookEndpoint } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

const iso = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const endpointColumns = sql`e.id, e.url, e.description, e.events, e.enabled, right(e.secret, 4) AS secret_hint,
  (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.status = 'pending') AS pending,
  (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.status = 'failed') AS failed,
  ${iso(sql`e.created_at`)} AS created_at, ${iso(sql`e.updated_at`)} AS updated_at`;

export const listEndpoints = (db: Db | Tx) =>
  queryRows<WebhookEndpoint>(db, sql`SELECT ${endpointColumns} FROM webhook_endpoints e ORDER BY e.id`);

export async function findEndpoint(db: Db | Tx, id: number, lock = false) {
  const [row] = await queryRows<WebhookEndpoint>(
    db,
    sql`SELECT ${endpointColumns} FROM webhook_endpoints e WHERE e.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ?? null;
}

const textArray = (items: readonly string[]) =>
  sql`ARRAY[${sql.join(
    items.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;

export interface EndpointValues {
  url: string;
  description: string;
  events: readonly string[];
  enabled: boolean;
}

export async function insertEndpoint(tx: Tx, v: EndpointValues, secret: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO webhook_endpoints (url, description, events, enabled, secret)
        VALUES (${v.url}, ${v.description}, ${textArray(v.events)}, ${v.enabled}, ${secret}) RETURNING id`,
  );
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return row.id;
}

export async function updateEndpoint(tx: Tx, id: number, v: EndpointValues) {
  await tx.execute(sql`UPDATE webhook_endpoints SET url = ${v.url}, description = ${v.description},
                              events = ${textArray(v.events)}, enabled = ${v.enabled}, updated_at = now()
                        WHERE id = ${id}`);
}

export async function setSecret(tx: Tx, id: number, secret: string) {
  await tx.execute(sql`UPDATE webhook_endpoints SET secret = ${secret}, updated_at = now() WHERE id = ${id}`);
}

export async function listDeliveries(db: Db, endpointId: number, q: WebhookDeliveryQuery) {
  const where = [sql`d.endpoint_id = ${endpointId}`];
  if (q.status) where.push(sql`d.status = ${q.status}`);
  if (q.event) where.push(sql`d.event = ${q.event}`);
  const cond = sql.join(where, sql` AND `);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM webhook_deliveries d WHERE ${cond}`,
  );
  const list = await queryRows<WebhookDelivery>(
    db,
    sql`SELECT d.id, d.endpoint_id, d.event, d.event_id::text AS event_id, d.status, d.attempts,
               CASE WHEN d.status = 'pending' THEN ${iso(sql`d.next_at`)} END AS next_at,
               ${iso(sql`d.expires_at`)} AS expires_at, ${iso(sql`d.delivered_at`)} AS delivered_at,
               d.last_status, d.last_error, ${iso(sql`d.created_at`)} AS created_at, d.data,
               (SELECT coalesce(jsonb_agg(jsonb_build_object('attempt', a.attempt, 'at', ${iso(sql`a.at`)},
                         'http_status', a.http_status, 'error', a.error, 'duration_ms', a.duration_ms)
                         ORDER BY a.id), '[]'::jsonb)
                  FROM webhook_attempts a WHERE a.delivery_id = d.id) AS attempt_log
          FROM webhook_deliveries d WHERE ${cond}
         ORDER BY d.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
  return { list, total: count?.n ?? 0, page: q.page, page_size: q.page_size };
}

/** Makes a delivery due now with a fresh 24 hours; null when there is no such delivery. */
export async function requeueDelivery(tx: Tx, id: number) {
  const [row] = await queryRows<{ id: number; endpoint_id: number; event: string; status: string }>(
    tx,
    sql`UPDATE webhook_deliveries n SET status = 'pending', next_at = now(), delivered_at = NULL,
               expires_at = now() + interval '24 hours'
          FROM webhook_deliveries o
         WHERE n.id = ${id} AND o.id = n.id
        RETURNING n.id, n.endpoint_id, n.event, o.status`,
  );
  return row ?? null;
}

/** Removes an endpoint with its deliveries and their attempts; the number of deliveries removed. */
export async function deleteEndpointRows(tx: Tx, id: number): Promise<number> {
  await tx.execute(sql`DELETE FROM webhook_attempts a USING webhook_deliveries d
                        WHERE a.delivery_id = d.id AND d.endpoint_id = ${id}`);
  const gone = await queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM webhook_deliveries WHERE endpoint_id = ${id} RETURNING id`,
  );
  await tx.execute(sql`DELETE FROM webhook_endpoints WHERE id = ${id}`);
  return gone.length;
}
