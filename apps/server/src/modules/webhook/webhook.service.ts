/**
 * The back office's webhook operations. Each write is audited in its own transaction; a secret is
 * returned only by create and rotate (the list shows its last four characters).
 */
import { randomBytes } from 'node:crypto';
import type { WebhookDeliveryQuery, WebhookEndpointBody, WebhookSecret } from '@shop/shared';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { nudgeWebhooks } from './nudge';
import { pointsAtShop } from './self-url';
import {
  deleteEndpointRows,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  setSecret,
  updateEndpoint,
} from './webhook.repo';

type UrlConfig = Parameters<typeof pointsAtShop>[1];

export const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

function checkUrl(url: string, config: UrlConfig) {
  // The contract checked the shape; a port out of range (http://erp:99999) still fails to parse.
  if (!URL.canParse(url)) throw invalid('推送地址须以 http:// 或 https:// 开头');
  if (pointsAtShop(url, config)) throw invalid('推送地址不能指向本商城自身，请填写 ERP 接收推送的地址');
}

const summaryOf = (b: WebhookEndpointBody) => ({
  url: b.url,
  description: b.description,
  events: b.events,
  enabled: b.enabled,
});

export const webhookEndpoints = (db: Db) => listEndpoints(db);

export async function createEndpoint(
  db: Db,
  config: UrlConfig,
  actor: Actor,
  body: WebhookEndpointBody,
): Promise<WebhookSecret> {
  checkUrl(body.url, config);
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const id = await insertEndpoint(tx, body, secret);
    await audit(tx, actor, {
      action: 'webhook.create',
      targetType: 'webhook_endpoint',
      targetId: id,
      summary: `新增 Webhook 推送地址 ${body.url}（${body.events.length} 个事件）`,
      after: summaryOf(body),
    });
    const endpoint = await findEndpoint(tx, id);
    if (!endpoint) throw new Error('webhook endpoint vanished');
    return { endpoint, secret };
  });
}

export async function editEndpoint(
  db: Db,
  config: UrlConfig,
  actor: Actor,
  id: number,
  body: WebhookEndpointBody,
) {
  checkUrl(body.url, config);
  return db.transaction(async (tx) => {
    const before = await findEndpoint(tx, id, true);
    if (!before) throw notFound('推送地址不存在');
    await updateEndpoint(tx, id, body);
    const switched = before.enabled === body.enabled ? '' : body.enabled ? '，已启用' : '，已停用';
    await audit(tx, actor, {
      action: 'webhook.update',
      targetType: 'webhook_endpoint',
      targetId: id,
      summary: `修改 Webhook 推送地址 #${id}（${body.url}）${switched}`,
      before: summaryOf(before),
      after: summaryOf(body),
    });
    if (body.enabled && !before.enabled) nudgeWebhooks();
    const endpoint = await findEndpoint(tx, id);
    if (!endpoint) throw new Error('webhook endpoint vanished');
    return endpoint;
  });
}

export async function rotateSecret(db: Db, actor: Actor, id: number): Promise<WebhookSecret> {
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const before = await findEndpoint(tx, id, true);
    if (!before) throw notFound('推送地址不存在');
    await setSecret(tx, id, secret);
    await audit(tx, actor, {
      action: 'webhook.rotate_secret',
      targetType: 'webhook_endpoint',
      targetId: id,
      // The secrets themselves never enter the audit trail: their last four characters do.
      summary: `轮换 Webhook 推送地址 #${id}（${before.url}）的签名密钥`,
      before: { secret_hint: before.secret_hint },
      after: { secret_hint: secret.slice(-4) },
    });
    const endpoint = await findEndpoint(tx, id);
    if (!endpoint) throw new Error('webhook endpoint vanished');
    return { endpoint, secret };
  });
}

/**
 * 删除: the endpoint goes with its deliveries and their attempts (a pending one is never sent). The
 * audit row keeps what the endpoint was and how many deliveries went with it.
 */
export async function deleteEndpoint(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findEndpoint(tx, id, true);
    if (!before) throw notFound('推送地址不存在');
    const deliveries = await deleteEndpointRows(tx, id);
    await audit(tx, actor, {
      action: 'webhook.delete',
      targetType: 'webhook_endpoint',
      targetId: id,
      summary: `删除 Webhook 推送地址 #${id}（${before.url}）及其 ${deliveries} 条推送记录`,
      before: { ...summaryOf(before), pending: before.pending, failed: before.failed, deliveries },
    });
  });
}

export async function endpointDeliveries(db: Db, id: number, q: WebhookDeliveryQuery) {
  if (!(await findEndpoint(db, id))) throw notFound('推送地址不存在');
  return listDeliveries(db, id, q);
}

/** 重新推送: due now, with a new 24 hours of retries; the same event id, so the ERP can dedupe. */
export async function replayDelivery(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const row = await requeueDelivery(tx, id);
    if (!row) throw notFound('推送记录不存在');
    await audit(tx, actor, {
      action: 'webhook.replay',
      targetType: 'webhook_delivery',
      targetId: id,
      summary: `重新推送 #${id}（${row.event}，推送地址 #${row.endpoint_id}）`,
      before: { status: row.status },
      after: { status: 'pending' },
    });
  });
  nudgeWebhooks();
}
