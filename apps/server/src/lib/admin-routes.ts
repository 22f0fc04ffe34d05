/**
 * The write routes every back-office register repeats: create (POST path), edit (PUT path/:id),
 * delete (DELETE path/:id) and one-row actions (POST|PUT path/:id/<action>), each answering
 * `{ id }` in the admin envelope with a Chinese message. Reads stay written out in each module.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AdminIdParamsSchema, AdminWriteResultSchema, adminEnvelope } from '@shop/shared';
import { actorOf, type RoutePermission } from '../plugins/admin-context';
import type { Actor } from '../modules/audit/audit';
import { ok } from './reply';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Written = Promise<{ id: number }>;
type IdParams = z.ZodType<{ id: number }, unknown>;
const written = { 200: adminEnvelope(AdminWriteResultSchema) };

export interface CrudDef<B extends z.ZodType> {
  /** e.g. '/admin/brands' */
  path: string;
  permission: RoutePermission;
  /** the thing's Chinese name, for 「品牌已创建 / 已保存 / 已删除」 */
  label: string;
  body: B;
  save: (actor: Actor, id: number | null, input: z.output<B>) => Written;
  remove?: (actor: Actor, id: number) => Written;
  /** the :id schema (its message names the thing); AdminIdParamsSchema by default */
  params?: IdParams;
  /** when create and edit answer alike (「广告已保存」) */
  createdMsg?: string;
}

export function crudRoutes<B extends z.ZodType>(app: App, def: CrudDef<B>) {
  const config = { permission: def.permission };
  const params = def.params ?? AdminIdParamsSchema;
  app.post(def.path, { config, schema: { body: def.body, response: written } }, async (request) =>
    ok(
      await def.save(actorOf(request), null, request.body as z.output<B>),
      def.createdMsg ?? `${def.label}已创建`,
    ),
  );
  app.put(
    `${def.path}/:id`,
    { config, schema: { params, body: def.body, response: written } },
    async (request) =>
      ok(
        await def.save(actorOf(request), request.params.id, request.body as z.output<B>),
        `${def.label}已保存`,
      ),
  );
  const remove = def.remove;
  if (remove)
    app.delete(`${def.path}/:id`, { config, schema: { params, response: written } }, async (request) =>
      ok(await remove(actorOf(request), request.params.id), `${def.label}已删除`),
    );
}

export interface ActionDef<B extends z.ZodType> {
  method: 'POST' | 'PUT';
  /** with `:id`, e.g. '/admin/lots/:id/adjust' */
  url: string;
  permission: RoutePermission;
  params?: IdParams;
  /** none for an action that needs nothing but the row (解锁) */
  body?: B;
  run: (actor: Actor, id: number, input: z.output<B>) => Written;
  msg: string | ((input: z.output<B>) => string);
}

/** One action on one row (调整、冻结、上传报告): validated, authorised, audited by `run`. */
export function rowAction<B extends z.ZodType = z.ZodUndefined>(app: App, def: ActionDef<B>) {
  const msg = (input: z.output<B>) => (typeof def.msg === 'string' ? def.msg : def.msg(input));
  const { body } = def;
  // An action without a body never reads one: nothing unchecked reaches `run` (contract suite).
  app.route({
    method: def.method,
    url: def.url,
    config: { permission: def.permission },
    schema: { params: def.params ?? AdminIdParamsSchema, ...(body ? { body } : {}), response: written },
    handler: body
      ? async (request) => {
          const input = request.body as z.output<B>;
          return ok(await def.run(actorOf(request), request.params.id, input), msg(input));
        }
      : async (request) => {
          const none = undefined as z.output<B>;
          return ok(await def.run(actorOf(request), request.params.id, none), msg(none));
        },
  });
}
