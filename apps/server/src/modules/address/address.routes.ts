import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressIdParamsSchema,
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  envelopeSchema,
  RegionTreeSchema,
} from '@shop/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { createAddress, editAddress, getAddresses, removeAddress } from './address.service';
import { regionTree } from './regions';

export const addressRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;

  // The cascader data never changes between releases: let browsers and proxies keep it a day.
  const saved = { 200: envelopeSchema(AddressSchema) };
  app.get(
    '/address/regions',
    { schema: { response: { 200: envelopeSchema(RegionTreeSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(regionTree());
    },
  );

  app.get('/address', { schema: { response: { 200: envelopeSchema(AddressListSchema) } } }, async (request) =>
    ok(await getAddresses(db, requireUserId(request))),
  );

  app.post('/address', { schema: { body: AddressInputSchema, response: saved } }, async (request) =>
    ok(await createAddress(db, requireUserId(request), request.body), '地址已保存'),
  );

  app.put(
    '/address/:id',
    { schema: { params: AddressIdParamsSchema, body: AddressInputSchema, response: saved } },
    async (request) =>
      ok(await editAddress(db, requireUserId(request), request.params.id, request.body), '地址已保存'),
  );

  app.delete(
    '/address/:id',
    { schema: { params: AddressIdParamsSchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await removeAddress(db, requireUserId(request), request.params.id);
      return ok(null, '地址已删除');
    },
  );
  return Promise.resolve();
};
