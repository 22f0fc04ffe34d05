import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AvailableCouponQuerySchema, CouponQuerySchema, MoneyLogQuerySchema } from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { couponNum, moneyLog, userCoupons, userMoney } from './wallet.service';

export const walletRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;

  app.get('/user/user_money', async (request) => ok(await userMoney(db, requireUserId(request))));

  app.get('/user/user_money_log', { schema: { querystring: MoneyLogQuerySchema } }, async (request) =>
    ok(await moneyLog(db, requireUserId(request), request.query)),
  );

  app.get('/user/coupon', { schema: { querystring: CouponQuerySchema } }, async (request) =>
    ok(await userCoupons(db, requireUserId(request), request.query)),
  );

  app.get('/user/couponNum', async (request) => ok(await couponNum(db, requireUserId(request))));

  // Usable now: unused and within the window (not-yet-started ones are listed under 未使用 too).
  app.get('/user/availableCoupon', { schema: { querystring: AvailableCouponQuerySchema } }, async (request) =>
    ok(await userCoupons(db, requireUserId(request), { ...request.query, status: 1 })),
  );
  return Promise.resolve();
};
