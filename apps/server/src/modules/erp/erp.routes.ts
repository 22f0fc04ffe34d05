/**
 * The ERP API, /api/erp/v1: bearer token with a scope per route (erp-auth.ts), per-token rate
 * limit, JSON bodies up to a few MB (5,000 goods, 10,000 batches). Writes are idempotent by
 * Idempotency-Key and all-or-nothing; a shop rule's refusal answers 422 like a bad row.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminIdParamsSchema,
  ApiCode,
  ErpCustomersBodySchema,
  ErpFeedPageSchema,
  ErpFeedQuerySchema,
  ErpGoodsBodySchema,
  ErpPricesBodySchema,
  ErpShipmentBodySchema,
  ErpShipmentResultSchema,
  ErpStockBodySchema,
  ErpWriteResultSchema,
  envelopeSchema,
  type ErpWriteResult,
} from '@shop/shared';
import type { Tx } from '../../db/client';
import { AppError, invalid } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { logisticsProviderOf } from '../logistics/logistics.provider';
import { erpActor, erpAuth } from './erp-auth';
import { upsertErpCustomers } from './customers.service';
import { feedPage } from './feed.service';
import { upsertErpGoods } from './goods.service';
import { idempotentWrite } from './idempotency';
import { upsertErpPrices } from './prices.service';
import { shipFromErp } from './shipment.service';
import { upsertErpStock } from './stock.service';

const BODY_LIMIT = 16 * 1024 * 1024;
const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('幂等键：同一令牌下相同键与相同请求体重放时返回首次的结果'),
});
const written = { 200: envelopeSchema(ErpWriteResultSchema) };

/** A shop rule's refusal (10002, HTTP 200 for the browser's alert) is a 422 for a machine caller. */
async function asErp<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.code === ApiCode.BUSINESS) throw invalid(err.message, err.data);
    throw err;
  }
}

const summary = (r: ErpWriteResult) => `新增 ${r.created}，更新 ${r.updated}，未变 ${r.unchanged}`;

export const erpRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  await erpAuth(app, { perMinute: app.deps.config.ERP_RATE_PER_MINUTE });

  const batch = <B extends z.ZodType>(
    path: string,
    scope: 'goods:write' | 'stock:write' | 'prices:write' | 'customers:write',
    body: B,
    write: (tx: Tx, request: Parameters<typeof erpActor>[0], input: z.output<B>) => Promise<ErpWriteResult>,
  ) =>
    app.put(
      path,
      {
        bodyLimit: BODY_LIMIT,
        config: { erpScope: scope },
        schema: { headers: IdempotencyHeaders, body, response: written },
      },
      async (request) => {
        const key = request.headers['idempotency-key'];
        const result = await asErp(() =>
          idempotentWrite(db, request.erpToken!.id, key, `PUT ${path}`, request.body, (tx) =>
            write(tx, request, request.body as z.output<B>),
          ),
        );
        return ok(result, summary(result));
      },
    );

  batch('/erp/v1/goods', 'goods:write', ErpGoodsBodySchema, (tx, r, b) =>
    upsertErpGoods(tx, erpActor(r), b.goods),
  );
  batch('/erp/v1/stock', 'stock:write', ErpStockBodySchema, (tx, r, b) =>
    upsertErpStock(tx, erpActor(r), b.stock),
  );
  batch('/erp/v1/prices', 'prices:write', ErpPricesBodySchema, (tx, r, b) =>
    upsertErpPrices(tx, erpActor(r), b.prices),
  );
  batch('/erp/v1/customers', 'customers:write', ErpCustomersBodySchema, (tx, r, b) =>
    upsertErpCustomers(tx, erpActor(r), b.customers),
  );

  app.get(
    '/erp/v1/orders',
    {
      config: { erpScope: 'orders:read' },
      schema: { querystring: ErpFeedQuerySchema, response: { 200: envelopeSchema(ErpFeedPageSchema) } },
    },
    async (request) => ok(await feedPage(db, erpActor(request), request.query.cursor, request.query.limit)),
  );

  app.post(
    '/erp/v1/orders/:id/shipment',
    {
      config: { erpScope: 'orders:write' },
      schema: {
        headers: IdempotencyHeaders,
        params: AdminIdParamsSchema,
        body: ErpShipmentBodySchema,
        response: { 200: envelopeSchema(ErpShipmentResultSchema) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const result = await asErp(() =>
        idempotentWrite(
          db,
          request.erpToken!.id,
          request.headers['idempotency-key'],
          `POST shipment ${id}`,
          request.body,
          (tx) => shipFromErp(tx, erpActor(request), id, request.body, logisticsProviderOf(app.deps)),
        ),
      );
      return ok(result, `订单 ${result.order_no} 已发货`);
    },
  );
};
