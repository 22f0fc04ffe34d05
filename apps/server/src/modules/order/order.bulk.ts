/**
 * Bulk actions of the orders table over rows chosen across pages: each row is done or refused with
 * its reason. 生成拣货单 puts every pickable chosen order on one pick list (one transaction, so an
 * order is on one list only); 打印随货同行单 answers which chosen orders may print, and the
 * browser opens the one multi-order PDF of those. 批量发货 ships each checked order with its own
 * carrier and tracking no., each in its own transaction (adminShip), so a refused row leaves the
 * others shipped.
 */
import {
  ORDER_STATUS_TEXT,
  PICKABLE_STATUSES,
  type AdminBulkResult,
  type AdminBulkShipBody,
  type OrderStatus,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { bulkRunItems } from '../../lib/bulk';
import { AppError, notFound, refused } from '../../lib/errors';
import type { Actor } from '../audit/audit';
import { createPickList } from '../warehouse/pick.service';
import type { LogisticsProvider } from '../logistics/logistics.provider';
import { adminOrderDetail, adminShip } from './order.admin.service';
import { ephedrineOrderIds, statusRows } from './order.bulk.repo';

async function statusesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, OrderStatus>();
  const rows = await statusRows(db, ids);
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

/**
 * 批量发货. An ephedrine order is refused here: its buyer's ID must be checked on the order's own
 * page (the 已核对购买人身份证 tick), which a bulk shipment cannot give for each row.
 */
export async function bulkShip(
  db: Db,
  actor: Actor,
  items: AdminBulkShipBody['items'],
  visible: Set<number>,
  carrier: LogisticsProvider,
): Promise<AdminBulkResult> {
  const ids = items.map((i) => i.id).filter((id) => visible.has(id));
  const ephedrine = new Set(ids.length === 0 ? [] : await ephedrineOrderIds(db, ids));
  return bulkRunItems(items, visible, '订单不存在', (item) =>
    ephedrine.has(item.id)
      ? Promise.reject(refused('含麻黄碱订单须在订单详情核对购买人身份证后单独发货'))
      : adminShip(db, actor, item.id, { ...item, id_checked: false }, carrier),
  );
}
