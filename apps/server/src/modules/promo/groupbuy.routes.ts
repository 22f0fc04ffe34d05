import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GoodsActivitiesSchema,
  GroupBuyDetailSchema,
  GroupBuyIdParamsSchema,
  GroupBuyJoinBodySchema,
  GroupBuyJoinResultSchema,
  GroupBuyListSchema,
  PointsLogQuerySchema,
  PointsLogSchema,
  WntjParamsSchema,
  WntjSchema,
  envelopeSchema,
  NoQuerySchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { viewerFor } from '../goods/goods.card';
import { goodsActivities, recommendFor } from './activities.service';
import { groupBuyDetail, groupBuyList, joinGroupBuy } from './groupbuy.service';
import { pointsLog } from './points.ledger';

const replies = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/** 拼团, the points log and the home activity calls (spec §7 Goods and activities). */
export const groupBuyRoutes: FastifyPluginAsyncZod = (app) => {
  const { db } = app.deps.database;
  const viewer = (request: FastifyRequest) =>
    viewerFor(db, request.userId, app.deps.config.PRICES_REQUIRE_LOGIN);

  app.get(
    '/group_buy',
    { schema: { querystring: NoQuerySchema, response: replies(GroupBuyListSchema) } },
    async (request) => ok(await groupBuyList(db, await viewer(request))),
  );
  app.get(
    '/group_buy/:id',
    { schema: { params: GroupBuyIdParamsSchema, response: replies(GroupBuyDetailSchema) } },
    async (request) => ok(await groupBuyDetail(db, request.params.id, await viewer(request))),
  );
  app.post(
    '/group_buy/:id/join',
    {
      schema: {
        params: GroupBuyIdParamsSchema,
        body: GroupBuyJoinBodySchema,
        response: replies(GroupBuyJoinResultSchema),
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const v = { ...(await viewer(request)), userId };
      const result = await joinGroupBuy(db, v, request.params.id, request.body.number);
      return ok(result, result.state === 'success' ? '参团成功，已成团' : '参团成功');
    },
  );
  app.get(
    '/points/log',
    { schema: { querystring: PointsLogQuerySchema, response: replies(PointsLogSchema) } },
    async (request) => ok(await pointsLog(db, requireUserId(request), request.query.page)),
  );
  app.get(
    '/goods/activities',
    { schema: { querystring: NoQuerySchema, response: replies(GoodsActivitiesSchema) } },
    async (request) => ok(await goodsActivities(db, await viewer(request))),
  );
  app.get(
    '/index_wntj/:page',
    { schema: { params: WntjParamsSchema, response: replies(WntjSchema) } },
    async (request) => ok(await recommendFor(db, await viewer(request), request.params.page)),
  );
  return Promise.resolve();
};
