import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminWriteResultSchema,
  PROMO_KINDS,
  PromoBodySchema,
  PromoIdParamsSchema,
  PromoKindParamsSchema,
  PromoListSchema,
  adminEnvelope,
  PromoSwitchBodySchema,
} from '@shop/shared';
import { actorOf } from '../../plugins/admin-context';
import { ok } from '../../lib/reply';
import { rowAction } from '../../lib/admin-routes';
import { endGroupBuy } from './groupbuy.end';
import { deletePromo, listPromos, savePromo, switchPromo } from './promo.admin.service';

/** 促销管理: every kind the pricing engine reads, with what each achieved. */
export const promoAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const edit = { permission: 'promotion.edit' } as const;
  const written = { 200: adminEnvelope(AdminWriteResultSchema) };

  app.get(
    '/admin/promotions/:kind',
    {
      config: edit,
      schema: { params: PromoKindParamsSchema, response: { 200: adminEnvelope(PromoListSchema) } },
    },
    async (request) => ok(await listPromos(db, request.params.kind)),
  );
  // The body is checked against the kind's own schema (PROMO_INPUT_SCHEMAS) inside savePromo.
  app.post(
    '/admin/promotions/:kind',
    { config: edit, schema: { params: PromoKindParamsSchema, body: PromoBodySchema, response: written } },
    async (request) =>
      ok(
        await savePromo(db, actorOf(request), request.params.kind, null, request.body),
        `${PROMO_KINDS[request.params.kind]}已创建`,
      ),
  );
  app.put(
    '/admin/promotions/:kind/:id',
    { config: edit, schema: { params: PromoIdParamsSchema, body: PromoBodySchema, response: written } },
    async (request) =>
      ok(
        await savePromo(db, actorOf(request), request.params.kind, request.params.id, request.body),
        `${PROMO_KINDS[request.params.kind]}已保存`,
      ),
  );
  app.post(
    '/admin/promotions/:kind/:id/switch',
    { config: edit, schema: { params: PromoIdParamsSchema, body: PromoSwitchBodySchema, response: written } },
    async (request) =>
      ok(
        await switchPromo(
          db,
          actorOf(request),
          request.params.kind,
          request.params.id,
          request.body.is_active,
        ),
        request.body.is_active ? '已上线' : '已下线',
      ),
  );
  app.delete(
    '/admin/promotions/:kind/:id',
    { config: edit, schema: { params: PromoIdParamsSchema, response: written } },
    async (request) =>
      ok(
        await deletePromo(db, actorOf(request), request.params.kind, request.params.id),
        `${PROMO_KINDS[request.params.kind]}已删除`,
      ),
  );
  rowAction(app, {
    method: 'POST',
    url: '/admin/promotions/groupbuy/:id/end',
    permission: 'promotion.edit',
    run: (actor, id) => endGroupBuy(db, actor, id),
    msg: '拼团已结束，参团款已退回',
  });
  return Promise.resolve();
};
