/**
 * Bulk actions of the orders table over rows chosen across pages: each row is done or refused with
 * its reason. 生成拣货单 puts every pickable chosen order on one pick list (one transaction, so an
 * order is on one list only); 打印随货同行单 answers which chosen orders may print, and the
 * browser opens the one multi-order PDF of those.
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUS_TEXT, PICKABLE_STATUSES, type AdminBulkResult, type OrderStatus } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../audit/audit';
import { createPickList } from '../warehouse/pick.service';
import { adminOrderDetail } from './order.admin.service';

async function statusesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, OrderStatus>();
  const rows = await queryRows<{ id: number; status: OrderStatus }>(
    db,
    sql`SELECT id, status FROM orders WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function bulkPick(
  db: Db,
  actor: Actor,
  ids: number[],
  visible: Set<number>,
): Promise<AdminBulkResult & { pick_list: { id: number; pick_no: string } | null }> {
  const unique = [...new Set(ids)];
  const status = await statusesOf(
    db,
    unique.filter((id) => visible.has(id)),
  );
  const refused: AdminBulkResult['refused'] = [];
  const pickable: number[] = [];
  for (const id of unique) {
    const s = status.get(id);
    if (s === undefined) refused.push({ id, reason: '订单不存在' });
    else if (!PICKABLE_STATUSES.includes(s))
      refused.push({ id, reason: `订单${ORDER_STATUS_TEXT[s]}，不能拣货` });
    else pickable.push(id);
  }
  if (pickable.length === 0) return { done: [], refused, pick_list: null };
  const list = await createPickList(db, actor, { order_ids: pickable });
  return { done: list.order_ids, refused, pick_list: { id: list.id, pick_no: list.pick_no } };
}

/** Which chosen orders may print their 随货同行单 now (复核通过, shipped or done), and why not the others. */
export async function bulkPrintable(db: Db, ids: number[], visible: Set<number>): Promise<AdminBulkResult> {
  const result: AdminBulkResult = { done: [], refused: [] };
  for (const id of [...new Set(ids)]) {
    try {
      if (!visible.has(id)) throw notFound('订单不存在');
      const o = await adminOrderDetail(db, id);
      if (o.actions.can_print) result.done.push(id);
      else result.refused.push({ id, reason: `订单${o.status_text}，复核通过后才能打印随货同行单` });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.refused.push({ id, reason: err.message });
    }
  }
  return result;
}
