import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AvailableCouponQuerySchema,
  CouponNumSchema,
  CouponQuerySchema,
  envelopeSchema,
  MoneyLogQuerySchema,
  MoneyLogResponseSchema,
  UserCouponListSchema,
  UserMoneySchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { couponNum, moneyLog, userCoupons, userMoney } from './wallet.service';

export const walletRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const coupons = { 200: envelopeSchema(UserCouponListSchema) };

  app.get(
    '/user/user_money',
    { schema: { response: { 200: envelopeSchema(UserMoneySchema) } } },
    async (request) => ok(await userMoney(db, requireUserId(request))),
  );

  app.get(
    '/user/user_money_log',
    {
      schema: { querystring: MoneyLogQuerySchema, response: { 200: envelopeSchema(MoneyLogResponseSchema) } },
    },
    async (request) => ok(await moneyLog(db, requireUserId(request), request.query)),
  );

  app.get(
    '/user/coupon',
    { schema: { querystring: CouponQuerySchema, response: coupons } },
    async (request) => ok(await userCoupons(db, requireUserId(request), request.query)),
  );

  app.get(
    '/user/couponNum',
    { schema: { response: { 200: envelopeSchema(CouponNumSchema) } } },
    async (request) => ok(await couponNum(db, requireUserId(request))),
  );

  // Usable now: unused and within the window (not-yet-started ones are listed under 未使用 too).
  app.get(
    '/user/availableCoupon',
    { schema: { querystring: AvailableCouponQuerySchema, response: coupons } },
    async (request) => ok(await userCoupons(db, requireUserId(request), { ...request.query, status: 1 })),
  );
  return Promise.resolve();
};
