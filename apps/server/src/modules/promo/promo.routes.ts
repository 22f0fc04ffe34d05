import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CampaignIdParamsSchema,
  CashbackOverviewSchema,
  DrawActivitySchema,
  DrawAdListSchema,
  DrawIdParamsSchema,
  DrawIdQuerySchema,
  DrawRecordListSchema,
  DrawResultSchema,
  DrawSimpleSchema,
  PointsExchangeBodySchema,
  PointsExchangeResultSchema,
  PointsMallSchema,
  PointsOrderIdParamsSchema,
  PointsOrderListQuerySchema,
  PointsOrderListSchema,
  ClaimResultSchema,
  CombinationGroupListSchema,
  CombinationListSchema,
  CombinationQuerySchema,
  ControlledListSchema,
  ControlledQuerySchema,
  CouponCampaignListSchema,
  SpecialListQuerySchema,
  SpecialListSchema,
  SpikeListSchema,
  ZoneListParamsSchema,
  ZonePageSchema,
  ZoneParamsSchema,
  ZoneSummaryListSchema,
  envelopeSchema,
  NoQuerySchema,
} from '@shop/shared';
import { forbidden } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { viewerFor } from '../goods/goods.card';
import { cashbackOverview } from './cashback.service';
import { combinationGroups, combinationList } from './combinations.service';
import { claimCoupon, listCampaigns } from './coupon-center.service';
import { currentDraw, drawActivity, drawOnce, latestWinners, myDrawRecords } from './draw.service';
import { confirmPointsOrder, exchangePoints, pointsMall, pointsOrders } from './points.service';
import { specialGoods } from './specials.service';
import { spikeList } from './spike.service';
import { controlledGoods, zoneList, zonePage } from './zones.service';
import { getAds } from '../site/site.service';

/** The success envelope of a route (error replies skip response schemas, see plugins/errors.ts). */
const replies = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/** Zone and promotion calls of spec §7 (Goods and activities) and the coupon centre. */
export const promoRoutes: FastifyPluginAsyncZod = (app) => {
  const { db } = app.deps.database;
  const viewer = (request: FastifyRequest) =>
    viewerFor(db, request.userId, app.deps.config.PRICES_REQUIRE_LOGIN);

  app.get(
    '/activity/everyday_price',
    { schema: { querystring: SpecialListQuerySchema, response: replies(SpecialListSchema) } },
    async (request) => ok(await specialGoods(db, 'daily_special', request.query.page, await viewer(request))),
  );
  // 福利 (fl): the 9.4折 welfare goods.
  app.get(
    '/goods/fl',
    { schema: { querystring: SpecialListQuerySchema, response: replies(SpecialListSchema) } },
    async (request) => ok(await specialGoods(db, 'welfare', request.query.page, await viewer(request))),
  );

  app.get(
    '/combinationMzhgGroup',
    { schema: { querystring: NoQuerySchema, response: replies(CombinationGroupListSchema) } },
    async () => ok(await combinationGroups(db)),
  );
  app.get(
    '/combinationMzhg',
    { schema: { querystring: CombinationQuerySchema, response: replies(CombinationListSchema) } },
    async (request) => ok(await combinationList(db, request.query.group, await viewer(request))),
  );

  app.get(
    '/index/spike',
    { schema: { querystring: NoQuerySchema, response: replies(SpikeListSchema) } },
    async (request) => ok(await spikeList(db, await viewer(request))),
  );

  app.get(
    '/coupon/center',
    { schema: { querystring: NoQuerySchema, response: replies(CouponCampaignListSchema) } },
    async (request) => ok(await listCampaigns(db, request.userId)),
  );
  app.post(
    '/coupon/center/:id/claim',
    { schema: { params: CampaignIdParamsSchema, response: replies(ClaimResultSchema) } },
    async (request) => ok(await claimCoupon(db, requireUserId(request), request.params.id), '领取成功'),
  );

  app.get(
    '/kxzq',
    { schema: { querystring: ControlledQuerySchema, response: replies(ControlledListSchema) } },
    async (request) =>
      ok(await controlledGoods(db, request.query.new === '1', request.query.page, await viewer(request))),
  );

  app.get(
    '/zone/:template',
    { schema: { params: ZoneListParamsSchema, response: replies(ZoneSummaryListSchema) } },
    async (request) => ok(await zoneList(db, request.params.template)),
  );
  app.get(
    '/zone/:template/:id',
    { schema: { params: ZoneParamsSchema, response: replies(ZonePageSchema) } },
    async (request) =>
      ok(await zonePage(db, request.params.template, request.params.id, await viewer(request))),
  );
  // 满额返现: visitors see the tiers; a buyer also sees the month's progress and credits.
  app.get(
    '/cashback',
    { schema: { querystring: NoQuerySchema, response: replies(CashbackOverviewSchema) } },
    async (request) => ok(await cashbackOverview(db, request.userId)),
  );
  app.get(
    '/points/goods',
    { schema: { querystring: NoQuerySchema, response: replies(PointsMallSchema) } },
    async (request) => ok(await pointsMall(db, await viewer(request))),
  );
  app.post(
    '/points/exchange',
    { schema: { body: PointsExchangeBodySchema, response: replies(PointsExchangeResultSchema) } },
    async (request) => ok(await exchangePoints(db, requireUserId(request), request.body), '兑换成功'),
  );
  app.get(
    '/points/orders',
    { schema: { querystring: PointsOrderListQuerySchema, response: replies(PointsOrderListSchema) } },
    async (request) => ok(await pointsOrders(db, requireUserId(request), request.query.page)),
  );
  app.post(
    '/points/orders/:id/confirm',
    { schema: { params: PointsOrderIdParamsSchema, response: replies(z.null()) } },
    async (request) => {
      await confirmPointsOrder(db, requireUserId(request), request.params.id);
      return ok(null, '已确认收货');
    },
  );
  // The six draw calls of spec §7. GET /draw draws (the spec's verb); since a GET must not be
  // triggerable by a link from another site, it needs the X-Requested-With header only the
  // storefront's client sends (a cross-site navigation cannot set headers).
  app.get(
    '/draw',
    { schema: { querystring: DrawIdQuerySchema, response: replies(DrawResultSchema) } },
    async (request) => {
      const userId = requireUserId(request);
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw forbidden('请在商城页面内抽奖');
      return ok(await drawOnce(db, userId, request.query.id), '抽奖成功');
    },
  );
  app.get(
    '/draw/simple',
    { schema: { querystring: NoQuerySchema, response: replies(DrawSimpleSchema) } },
    async (request) => ok(await currentDraw(db, request.userId)),
  );
  app.get(
    '/draw/:id/activity',
    { schema: { params: DrawIdParamsSchema, response: replies(DrawActivitySchema) } },
    async (request) => ok(await drawActivity(db, request.params.id, request.userId)),
  );
  app.get(
    '/draw/new_record',
    { schema: { querystring: DrawIdQuerySchema, response: replies(DrawRecordListSchema) } },
    async (request) => ok(await latestWinners(db, request.query.id)),
  );
  app.get(
    '/draw/record',
    { schema: { querystring: NoQuerySchema, response: replies(DrawRecordListSchema) } },
    async (request) => ok(await myDrawRecords(db, requireUserId(request))),
  );
  app.get(
    '/draw/ads',
    { schema: { querystring: NoQuerySchema, response: replies(DrawAdListSchema) } },
    async () => ok(await getAds(db, 'draw')),
  );
  return Promise.resolve();
};
