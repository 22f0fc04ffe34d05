import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddResultSchema,
  CartAddBodySchema,
  CartCheckoutBodySchema,
  CartCopyBodySchema,
  CartDeleteBodySchema,
  CartEditBodySchema,
  CartIdParamsSchema,
  CartListQuerySchema,
  CartSelectBodySchema,
  NextHintInputSchema,
  CartEditResultSchema,
  CartStateSchema,
  CartTotalSchema,
  CheckoutResultSchema,
  CopyResultSchema,
  DeleteResultSchema,
  envelopeSchema,
  NextHintSchema,
  SelectResultSchema,
} from '@shop/shared';
import { invalid } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { addLines, quickAdd } from './cart.add';
import { createAddContexts } from './cart.add.context';
import { checkoutCart } from './cart.checkout';
import { cartNextHint } from './cart.hint';
import { countLines } from './cart.repo';
import { copyLines, deleteLines, editNumber, selectLines } from './cart.service';
import { createCartList } from './cart.list';

const addedMsg = (changes: number) =>
  changes > 0 ? `加入购物车成功，其中${changes}种商品价格已变动，请留意` : '加入购物车成功';

/** Spec §7 Cart: every call needs a signed-in buyer and only ever touches that buyer's lines. */
export const cartRoutes: FastifyPluginAsyncZod = (app) => {
  const db = () => app.deps.database.db;
  const added = { 200: envelopeSchema(AddResultSchema) };
  const addContexts = createAddContexts(app.catalogue);

  app.post('/cart', { schema: { body: CartAddBodySchema, response: added } }, async (request) => {
    const result = await addLines(db(), requireUserId(request), request.body.params, addContexts);
    // The message is in data too: the browser's client hands callers data, and spec §8 toasts it.
    const msg = addedMsg(result.price_changes.length);
    return ok({ ...result, msg }, msg);
  });

  app.post(
    '/cart/quick_add/:id',
    { schema: { params: CartIdParamsSchema, response: added } },
    async (request) => {
      const result = await quickAdd(db(), requireUserId(request), request.params.id, addContexts);
      const msg = addedMsg(result.price_changes.length);
      return ok({ ...result, msg }, msg);
    },
  );

  const cartListBody = createCartList(app.catalogue);
  app.get(
    '/cart/list',
    { schema: { querystring: CartListQuerySchema, response: { 200: envelopeSchema(CartStateSchema) } } },
    async (request, reply) => {
      // The route's own (compiled) serializer writes the answer once; an unchanged cart resends it,
      // compressed once per encoding too (request.keptAnswer, plugins/compression.ts).
      const answer = await cartListBody(db(), requireUserId(request), request.query.filters, (state) => {
        const written: unknown = reply.serialize(ok(state));
        if (typeof written !== 'string') throw new Error('the cart list serializer wrote no string');
        return written;
      });
      request.keptAnswer = answer;
      // A string already written by that serializer: sent as it is (typed replies take only objects).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer.text);
    },
  );

  app.get(
    '/cart/total',
    { schema: { response: { 200: envelopeSchema(CartTotalSchema) } } },
    async (request) => ok({ total: await countLines(db(), requireUserId(request)) }),
  );

  app.post(
    '/cart/:id/edit',
    {
      schema: {
        params: CartIdParamsSchema,
        body: CartEditBodySchema,
        response: { 200: envelopeSchema(CartEditResultSchema) },
      },
    },
    async (request) =>
      ok(await editNumber(db(), requireUserId(request), request.params.id, request.body.number), '修改成功'),
  );

  app.post(
    '/cart/batch_select',
    { schema: { body: CartSelectBodySchema, response: { 200: envelopeSchema(SelectResultSchema) } } },
    async (request) => {
      const { ids, is_selected } = request.body;
      const result = await selectLines(db(), requireUserId(request), ids, is_selected === 1);
      const msg =
        result.forced.length > 0 ? `${result.forced.length}种商品暂不可购买，已取消勾选` : '操作成功';
      return ok(result, msg);
    },
  );

  app.post(
    '/cart/batch_delete',
    { schema: { body: CartDeleteBodySchema, response: { 200: envelopeSchema(DeleteResultSchema) } } },
    async (request) => ok(await deleteLines(db(), requireUserId(request), request.body.ids), '删除成功'),
  );

  app.post(
    '/cart/copy',
    { schema: { body: CartCopyBodySchema, response: { 200: envelopeSchema(CopyResultSchema) } } },
    async (request) => {
      const { ids, other_user_ids } = request.body;
      const targets = other_user_ids === 'all' ? [] : other_user_ids;
      const result = await copyLines(db(), requireUserId(request), ids, targets);
      const msg =
        result.skipped.length > 0
          ? `复制成功，${result.skipped.length}种商品该门店不可购买已跳过`
          : '复制成功';
      return ok(result, msg);
    },
  );

  app.post(
    '/cart/checkout',
    { schema: { body: CartCheckoutBodySchema, response: { 200: envelopeSchema(CheckoutResultSchema) } } },
    async (request) =>
      ok(await checkoutCart(db(), requireUserId(request), request.body.ids, app.deps.config.SESSION_SECRET)),
  );

  // The spec sends next_hint's parameters in the query with no body (fastify then gives null); a
  // body works too (both declared, merged).
  app.post(
    '/cart/next_hint',
    {
      schema: {
        querystring: NextHintInputSchema,
        body: NextHintInputSchema.nullish(),
        response: { 200: envelopeSchema(NextHintSchema) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const q = { ...request.query, ...request.body };
      if (q.id === undefined && q.goods_id === undefined) throw invalid('请指定商品');
      return ok(await cartNextHint(db(), userId, q));
    },
  );
  return Promise.resolve();
};
