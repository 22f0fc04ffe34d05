/**
 * Data scope: an operator whose roles are all limited to 'own' customers (客户经理) sees only the
 * buyers of their own account manager and those buyers' orders, returns, chats, feedback and wanted. Lists are narrowed by forcing the
 * `manager_id` filter before validation; a buyer or order of someone else answers 404, as if it did
 * not exist. One hook for every such route, so the modules' services stay unaware of it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query';
import { notFound } from '../lib/errors';

const LISTS = new Set([
  '/api/admin/buyers',
  '/api/admin/buyers/export',
  '/api/admin/orders',
  '/api/admin/orders/export',
  '/api/admin/aftersales',
  '/api/admin/service/chats',
  '/api/admin/service/feedback',
  '/api/admin/service/wanted',
  '/api/admin/service/feedback/export',
  '/api/admin/service/wanted/export',
]);
/** Rows of a customer: the table and how it reaches the buyer (a chat's id is the buyer's id). */
const OWNED = [
  { prefix: '/api/admin/buyers/:id', what: 'buyer', notFound: '客户不存在' },
  { prefix: '/api/admin/orders/:id', what: 'orders', notFound: '订单不存在' },
  { prefix: '/api/admin/aftersales/:id', what: 'aftersales', notFound: '售后单不存在' },
  { prefix: '/api/admin/service/chats/:id', what: 'buyer', notFound: '会话不存在' },
  { prefix: '/api/admin/service/feedback/:id', what: 'feedbacks', notFound: '反馈不存在' },
  { prefix: '/api/admin/service/wanted/:id', what: 'wanted_varieties', notFound: '求购不存在' },
] as const;

async function dataScopePlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const op = request.operator;
    if (!op || op.dataScope !== 'own') return;
    const manager = op.accountManagerId ?? 0;
    const url = request.routeOptions.url ?? '';
    if (LISTS.has(url) && request.method === 'GET') {
      request.query = { ...(request.query as Record<string, unknown>), manager_id: String(manager) };
      return;
    }
    const owned = OWNED.find((o) => url === o.prefix || url.startsWith(`${o.prefix}/`));
    if (!owned) return;
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id)) return; // validation answers the malformed id
    const rows = await queryRows(
      app.deps.database.db,
      owned.what === 'buyer'
        ? sql`SELECT 1 FROM users WHERE id = ${id} AND account_manager_id = ${manager}`
        : sql`SELECT 1 FROM ${sql.raw(owned.what)} x JOIN users u ON u.id = x.user_id
               WHERE x.id = ${id} AND u.account_manager_id = ${manager}`,
    );
    if (rows.length === 0) throw notFound(owned.notFound);
  });
}

export default fp(dataScopePlugin, { name: 'data-scope', dependencies: ['admin-context'] });

/**
 * Bulk actions carry their ids in the body, which the hook above does not read: the route keeps the
 * ids this operator may see (all of them unless the data scope is 'own'); the others are refused by
 * the bulk result as missing, exactly as a single row of someone else answers 404.
 */
export async function visibleIds(
  request: FastifyRequest,
  what: 'buyer' | 'order' | 'aftersale' | 'feedback' | 'wanted',
  ids: number[],
): Promise<Set<number>> {
  const op = request.operator;
  if (!op || op.dataScope !== 'own' || ids.length === 0) return new Set(ids);
  const manager = op.accountManagerId ?? 0;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const table = {
    order: 'orders',
    aftersale: 'aftersales',
    feedback: 'feedbacks',
    wanted: 'wanted_varieties',
  };
  const owner =
    what === 'buyer'
      ? sql`SELECT u.id FROM users u WHERE u.id IN (${list}) AND u.account_manager_id = ${manager}`
      : sql`SELECT x.id FROM ${sql.raw(table[what])} x JOIN users u ON u.id = x.user_id
             WHERE x.id IN (${list}) AND u.account_manager_id = ${manager}`;
  const rows = await queryRows<{ id: number }>(request.server.deps.database.db, owner);
  return new Set(rows.map((r) => r.id));
}
