/** Shared steps of the webhook tests: endpoints through the back office, deliveries as rows. */
import { sql } from 'drizzle-orm';
import type { WebhookEndpointBody, WebhookEvent, WebhookSecret } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { body, type TestApp } from '../../../test/test-app';

export async function addEndpoint(
  t: TestApp,
  cookie: string,
  url: string,
  events: WebhookEvent[],
  extra: Partial<WebhookEndpointBody> = {},
): Promise<WebhookSecret> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: { cookie },
    payload: { url, description: 'ERP 测试', events, ...extra },
  });
  const b = body<WebhookSecret>(res);
  if (b.code !== 10000) throw new Error(`add endpoint failed: ${b.msg}`);
  return b.data;
}

export interface DeliveryRow {
  id: number;
  endpoint_id: number;
  event: string;
  status: string;
  attempts: number;
  data: Record<string, unknown>;
}

export const deliveriesOf = (db: Db, endpointId: number) =>
  queryRows<DeliveryRow>(
    db,
    sql`SELECT id, endpoint_id, event, status, attempts, data FROM webhook_deliveries
         WHERE endpoint_id = ${endpointId} ORDER BY id`,
  );

/** Makes every pending delivery due now: the test moves the clock instead of sleeping. */
export const makeDue = (db: Db) =>
  db.execute(sql`UPDATE webhook_deliveries SET next_at = now() WHERE status = 'pending'`);
