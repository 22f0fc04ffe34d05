/**
 * POST /api/erp/v1/orders/:id/shipment: the ERP's warehouse picked, checked and shipped an order.
 * One transaction runs the back office's own steps — the pick list (pickOrders), the check with its
 * 追溯码 rules (checkInTx: code format, count per line, shop-wide uniqueness) and the shipment
 * (shipInTx: state, ephedrine ID check, carrier registration) — after checking that the batches the
 * ERP shipped are the ones the shop allocated at checkout (the feed lists them per line).
 */
import type { ErpShipmentBody } from '@shop/shared';
import type { Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import type { Actor } from '../audit/audit';
import type { LogisticsProvider } from '../logistics/logistics.provider';
import { shipInTx } from '../order/order.admin.service';
import { checkInTx } from '../warehouse/check.service';
import { pickOrders } from '../warehouse/pick.service';
import { lockOrderForShipment, oneOrder, shipmentLines, shipmentLots } from './shipment.repo';

const asKey = (lots: { batch_no: string; number: number }[]) => {
  const sum = new Map<string, number>();
  for (const l of lots) sum.set(l.batch_no, (sum.get(l.batch_no) ?? 0) + l.number);
  return [...sum]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([b, n]) => `${b}×${n}`)
    .join('、');
};

async function checkBatches(tx: Tx, id: number, body: ErpShipmentBody): Promise<void> {
  const lines = await shipmentLines(tx, id);
  const lots = await shipmentLots(tx, id);
  const given = new Map(body.lines.map((l) => [l.line_id, l]));
  const stranger = body.lines.find((l) => !lines.some((x) => x.line_id === l.line_id));
  if (stranger) throw refused(`订单行 ${stranger.line_id} 不属于该订单`);
  for (const [i, l] of lines.entries()) {
    const g = given.get(l.line_id);
    if (!g) throw refused(`第${i + 1}行「${l.name}」未填写出库批次`);
    const want = asKey(lots.filter((x) => x.order_line_id === l.line_id));
    const got = asKey(g.batches);
    if (want !== got)
      throw refused(`第${i + 1}行「${l.name}」出库批次 ${got} 与商城分配的批次 ${want} 不一致`);
  }
}

export async function shipFromErp(
  tx: Tx,
  actor: Actor,
  id: number,
  body: ErpShipmentBody,
  logistics: LogisticsProvider,
) {
  const o = await lockOrderForShipment(tx, id);
  if (!o) throw notFound('订单不存在');
  await checkBatches(tx, id, body);
  // Picker and checker 0: the ERP's warehouse, named in the audit records by the token. Its pick and
  // check happened there (the shop's two-person rule, checkOrder's, is between the shop's operators);
  // every 追溯码 rule of the check and the whole shipment (shipInTx, carrier outbox) are the shop's.
  if (o.status === 'paid') await pickOrders(tx, 0, 0, oneOrder(id), [id]);
  if (!o.checked) {
    const lines = body.lines.map((l) => ({ line_id: l.line_id, codes: l.trace_codes }));
    await checkInTx(tx, actor, id, { lines });
  }
  await shipInTx(
    tx,
    actor,
    id,
    { company: body.carrier, tracking_no: body.waybill, id_checked: body.id_checked },
    logistics,
  );
  return { status: 'shipped' as const, order_no: o.order_no };
}
