import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressInputSchema,
  AddressSchema,
  ChainOverviewSchema,
  ChainPayBodySchema,
  ChainStoreAddressParamsSchema,
  ChainStoreOrderParamsSchema,
  ChainStoreOrdersSchema,
  ChainStoreParamsSchema,
  FileBytesSchema,
  MonthQuerySchema,
  PayResultSchema,
  StatementDownloadQuerySchema,
  StatementSchema,
  StoreLimitBodySchema,
  envelopeSchema,
} from '@shop/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { createAddress, editAddress, getAddresses, removeAddress } from '../address/address.service';
import { buyerStatement, sendStatement } from '../credit/statement.view';
import { setStoreLimit } from './chain.repo';
import { chainOverview, chainStoreOrders, ownStore, payForStore } from './chain.service';

/** 连锁总部 (/zhzx/lszb): the head office's one view of its stores, and what it does for them. */
export const chainRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  app.get(
    '/chain/overview',
    { schema: { response: { 200: envelopeSchema(ChainOverviewSchema) } } },
    async (request) => ok(await chainOverview(db, requireUserId(request))),
  );
  app.get(
    '/chain/stores/:store_id/orders',
    { schema: { params: ChainStoreParamsSchema, response: { 200: envelopeSchema(ChainStoreOrdersSchema) } } },
    async (request) => ok(await chainStoreOrders(db, requireUserId(request), request.params.store_id)),
  );
  app.get(
    '/chain/stores/:store_id/statement',
    {
      schema: {
        params: ChainStoreParamsSchema,
        querystring: MonthQuerySchema,
        response: { 200: envelopeSchema(StatementSchema) },
      },
    },
    async (request) => {
      await ownStore(db, requireUserId(request), request.params.store_id);
      return ok(await buyerStatement(db, request.params.store_id, request.query.month));
    },
  );
  app.get(
    '/chain/stores/:store_id/statement/download',
    {
      schema: {
        params: ChainStoreParamsSchema,
        querystring: StatementDownloadQuerySchema,
        response: { 200: FileBytesSchema },
      },
    },
    async (request, reply) => {
      // The head office settles for its stores: it files their statements with its own books.
      await ownStore(db, requireUserId(request), request.params.store_id);
      const s = await buyerStatement(db, request.params.store_id, request.query.month);
      return sendStatement(reply, s, request.query.format);
    },
  );
  app.put(
    '/chain/stores/:store_id/limit',
    {
      schema: {
        params: ChainStoreParamsSchema,
        body: StoreLimitBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const headId = requireUserId(request);
      await ownStore(db, headId, request.params.store_id);
      await setStoreLimit(db, request.params.store_id, headId, request.body.monthly_limit ?? null);
      return ok(null, request.body.monthly_limit ? '门店月度采购额度已设置' : '已取消门店采购额度');
    },
  );
  app.get(
    '/chain/stores/:store_id/addresses',
    { schema: { params: ChainStoreParamsSchema, response: { 200: envelopeSchema(z.array(AddressSchema)) } } },
    async (request) => {
      await ownStore(db, requireUserId(request), request.params.store_id);
      return ok(await getAddresses(db, request.params.store_id));
    },
  );
  app.post(
    '/chain/stores/:store_id/address',
    {
      schema: {
        params: ChainStoreParamsSchema,
        body: AddressInputSchema,
        response: { 200: envelopeSchema(AddressSchema) },
      },
    },
    async (request) => {
      await ownStore(db, requireUserId(request), request.params.store_id);
      // The head office's address becomes the store's default delivery address.
      return ok(
        await createAddress(db, request.params.store_id, { ...request.body, is_default: true }),
        '门店收货地址已设置',
      );
    },
  );
  // The head office corrects or retires a store's address as the store itself would (one rule: a
  // store always keeps a default while it has addresses); an address of another store is not found.
  app.put(
    '/chain/stores/:store_id/addresses/:id',
    {
      schema: {
        params: ChainStoreAddressParamsSchema,
        body: AddressInputSchema,
        response: { 200: envelopeSchema(AddressSchema) },
      },
    },
    async (request) => {
      const { store_id: storeId, id } = request.params;
      await ownStore(db, requireUserId(request), storeId);
      return ok(await editAddress(db, storeId, id, request.body), '门店收货地址已保存');
    },
  );
  app.delete(
    '/chain/stores/:store_id/addresses/:id',
    { schema: { params: ChainStoreAddressParamsSchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      const { store_id: storeId, id } = request.params;
      await ownStore(db, requireUserId(request), storeId);
      await removeAddress(db, storeId, id);
      return ok(null, '门店收货地址已删除');
    },
  );
  app.post(
    '/chain/stores/:store_id/orders/:order_id/pay',
    {
      schema: {
        params: ChainStoreOrderParamsSchema,
        body: ChainPayBodySchema,
        response: { 200: envelopeSchema(PayResultSchema) },
      },
    },
    async (request) =>
      ok(
        await payForStore(
          db,
          requireUserId(request),
          request.params.store_id,
          request.params.order_id,
          request.body.pay_type,
        ),
        '总部代付成功',
      ),
  );
  return Promise.resolve();
};
