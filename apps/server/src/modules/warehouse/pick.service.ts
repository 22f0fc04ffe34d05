/**
 * 拣货单: the operator picks paid orders (or a wave: every pickable order paid up to a time); they
 * move to 拣货中 in one conditional update, so an order is on one pick list only. The PDF lists per
 * storage area and goods the FEFO batches checkout allocated, the units to take and the orders served.
 */
import type { SQL } from 'drizzle-orm';
import type { PickListCreate } from '@shop/shared';
import type { z } from 'zod';
import type { PickListCreateSchema } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { renderPdf, type PdfColumn } from '../../lib/pdf/index';
import { drawWrappedTable } from '../../lib/pdf/wrapped-table';
import { audit, type Actor } from '../audit/audit';
import { insertEvent } from '../checkout/place.service';
import { SHOP_LICENCES } from '../order/delivery-note';
import {
  chosenOrders,
  findActivePicker,
  findPickListHead,
  insertFulfilment,
  insertPickList,
  movePickable,
  pickRows,
} from './pick.repo';

type Create = z.output<typeof PickListCreateSchema>;
export type { PickListCreate };

export async function createPickList(db: Db, actor: Actor, input: Create) {
  return db.transaction(async (tx) => {
    const pickerId = input.picker_id ?? actor.operatorId;
    const picker = await findActivePicker(tx, pickerId);
    if (!picker) throw refused('拣货员不存在或已停用');
    const chosen = chosenOrders(input.order_ids, input.until);
    const { list, moved } = await pickOrders(tx, pickerId, actor.operatorId, chosen, input.order_ids);
    await audit(tx, actor, {
      action: 'warehouse.pick',
      targetType: 'pick_list',
      targetId: list.id,
      summary: `生成拣货单 ${list.pick_no}（${moved.length} 个订单，拣货员 ${picker.name}）`,
      after: { orders: moved.map((o) => o.order_no), picker: picker.name },
    });
    return { id: list.id, pick_no: list.pick_no, order_ids: moved.map((o) => o.id).sort((a, b) => a - b) };
  });
}

/**
 * A pick list for the chosen orders (moved to 拣货中 in one conditional update, so an order is on one
 * list only), inside the caller's transaction: the back office's form, or an ERP shipment (picker 0:
 * the ERP's own warehouse picked).
 */
export async function pickOrders(
  tx: Tx,
  pickerId: number,
  createdBy: number,
  chosen: SQL,
  orderIds: number[],
): Promise<{ list: { id: number; pick_no: string }; moved: { id: number; order_no: string }[] }> {
  const list = await insertPickList(tx, pickerId, createdBy);
  if (!list) throw new Error('pick list insert returned nothing');
  const moved = await movePickable(tx, chosen);
  if (moved.length === 0) throw refused('所选订单都不是待发货状态，无法生成拣货单');
  if (orderIds.length > 0 && moved.length < orderIds.length) {
    const missing = orderIds.filter((id) => !moved.some((m) => m.id === id));
    throw refused(`订单 #${missing.join('、#')} 不是待发货状态，不能拣货`);
  }
  for (const o of moved) {
    await insertFulfilment(tx, o.id, list.id, pickerId);
    await insertEvent(tx, o.id, 'picking', '仓库拣货中', `拣货单 ${list.pick_no}`);
  }
  return { list, moved };
}

const COLUMNS: PdfColumn[] = [
  { title: '库区', width: 50 },
  { title: '品名', width: 130 },
  { title: '规格', width: 80 },
  { title: '生产企业', width: 140 },
  { title: '批号', width: 80 },
  { title: '有效期至', width: 62 },
  { title: '数量', width: 40, align: 'right' },
  { title: '单位', width: 30, align: 'center' },
  { title: '订单', width: 158 },
];

/** The pick list as printed: grouped by area then goods, FEFO batch per row with the orders it serves. */
export async function pickListPdf(db: Db, id: number): Promise<{ pickNo: string; pdf: Buffer }> {
  const head = await findPickListHead(db, id);
  if (!head) throw notFound('拣货单不存在');
  const rows = await pickRows(db, id);
  const pdf = await renderPdf({ title: `拣货单 ${head.pick_no}`, layout: 'landscape' }, (doc) => {
    doc.font('cjk-bold').fontSize(16).text(`${SHOP_LICENCES.name} 拣货单`, { align: 'center' });
    doc.moveDown(0.4).font('cjk').fontSize(9);
    doc.text(
      `拣货单号：${head.pick_no}    生成时间：${head.created_at}    订单数：${head.orders}    拣货员：${head.picker}`,
    );
    doc.text('按近效期先出（FEFO）拣取下列批号；拣货完成后交复核员复核，复核人不得为拣货员本人。');
    doc.moveDown(0.4);
    drawWrappedTable(
      doc,
      COLUMNS,
      rows.map((r) => [
        r.area,
        r.name,
        r.ypgg,
        r.sccj,
        r.batch_no,
        r.expires_on,
        String(r.number),
        r.bzdw,
        r.orders,
      ]),
    );
    doc
      .moveDown(1)
      .text('拣货员签字：____________    拣货完成时间：____________    复核员签字：____________');
  });
  return { pickNo: head.pick_no, pdf };
}
