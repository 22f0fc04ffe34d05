import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminIdParamsSchema,
  OkNullSchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryQuerySchema,
  WebhookEndpointBodySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookSecretSchema,
  adminEnvelope,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { actorOf } from '../../plugins/admin-context';
import { createDeliveryWorker } from './delivery';
import { onWebhookNudge } from './nudge';
import {
  createEndpoint,
  deleteEndpoint,
  editEndpoint,
  endpointDeliveries,
  replayDelivery,
  rotateSecret,
  webhookEndpoints,
} from './webhook.service';

const config = { permission: 'webhook.manage' } as const;

/** 系统 › Webhook 推送, and the worker that sends the deliveries (started with the app). */
export const webhookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const cfg = app.deps.config;
  const worker = createDeliveryWorker(db, {
    pollMs: cfg.WEBHOOK_POLL_MS,
    leaseMs: cfg.WEBHOOK_LEASE_MS,
    timeoutMs: Math.min(cfg.WEBHOOK_TIMEOUT_MS, Math.floor(cfg.WEBHOOK_LEASE_MS * 0.8)),
    retryBaseMs: cfg.WEBHOOK_RETRY_BASE_MS,
    log: (msg, extra) => app.log.warn(extra, msg),
  });
  app.addHook('onReady', async () => {
    onWebhookNudge(() => worker.kick(50));
    worker.start();
  });
  app.addHook('onClose', async () => {
    onWebhookNudge(null);
    await worker.stop();
  });

  app.get(
    '/admin/webhooks',
    { config, schema: { response: { 200: adminEnvelope(WebhookEndpointListSchema) } } },
    async () => ok({ list: await webhookEndpoints(db) }),
  );
  app.post(
    '/admin/webhooks',
    {
      config,
      schema: { body: WebhookEndpointBodySchema, response: { 200: adminEnvelope(WebhookSecretSchema) } },
    },
    async (request) =>
      ok(await createEndpoint(db, cfg, actorOf(request), request.body), '推送地址已添加，请保存签名密钥'),
  );
  app.put(
    '/admin/webhooks/:id',
    {
      config,
      schema: {
        params: AdminIdParamsSchema,
        body: WebhookEndpointBodySchema,
        response: { 200: adminEnvelope(WebhookEndpointSchema) },
      },
    },
    async (request) =>
      ok(await editEndpoint(db, cfg, actorOf(request), request.params.id, request.body), '推送地址已保存'),
  );
  app.delete(
    '/admin/webhooks/:id',
    { config, schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(OkNullSchema) } } },
    async (request) => {
      await deleteEndpoint(db, actorOf(request), request.params.id);
      return ok(null, '推送地址已删除');
    },
  );
  app.post(
    '/admin/webhooks/:id/rotate-secret',
    {
      config,
      schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(WebhookSecretSchema) } },
    },
    async (request) =>
      ok(await rotateSecret(db, actorOf(request), request.params.id), '签名密钥已轮换，请更新 ERP 的配置'),
  );
  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      config,
      schema: {
        params: AdminIdParamsSchema,
        querystring: WebhookDeliveryQuerySchema,
        response: { 200: adminEnvelope(WebhookDeliveryListSchema) },
      },
    },
    async (request) => ok(await endpointDeliveries(db, request.params.id, request.query)),
  );
  app.post(
    '/admin/webhooks/deliveries/:id/replay',
    { config, schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(OkNullSchema) } } },
    async (request) => {
      await replayDelivery(db, actorOf(request), request.params.id);
      return ok(null, '已重新加入推送队列');
    },
  );
};
