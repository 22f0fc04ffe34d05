/**
 * The real stock behind 拼团. A join takes its units from the goods' lots at once (earliest expiry
 * first, the checkout's own reserveStock), so a filled group can always ship what it promised.
 * When the group fills, each member's place becomes a paid order of its own, with those very lots
 * as its line lots: it shows in /order, ships and returns like any other order. When the group
 * fails, the units go back to the lots they came from.
 */
import type { Tx } from '../../db/client';
import type { AddressSnapshot, HeldLot } from '../../db/schema/index';
import { refused } from '../../lib/errors';
import { listAddresses } from '../address/address.service';
import { insertEvent, insertLineLots, insertLines, insertOrder } from '../checkout/place.service';
import { reserveStock } from '../checkout/stock';
import { setLedgerContext } from '../warehouse/ledger';
import {
  groupGoods,
  linkJoinPayment,
  lockGoodsRows,
  memberOrdered,
  membersToOrder,
  returnToGoods,
  returnToLot,
  storeAddress,
} from './groupbuy-settle.repo';

/** order_lines.line_type of a group-buy line (0 normal, 1 flash, 3 combination are the cart's). */
export const GROUP_LINE_TYPE = 4;

/**
 * Where a member's order ships, fixed at the join: the buyer's default address (else the first),
 * else the store's registered address with its contact.
 */
export async function joinAddress(tx: Tx, userId: number): Promise<AddressSnapshot> {
  const [a] = await listAddresses(tx, userId);
  if (a) {
    const { consignee, phone, province, city, district, detail } = a;
    return { consignee, phone, province, city, district, detail };
  }
  const c = await storeAddress(tx, userId);
  if (!c?.detail) throw refused('请先在账户中心添加收货地址，再参团');
  return c;
}

/** Takes `units` of the goods from its sellable lots; refuses (rolling the join back) when short. */
export async function holdGroupStock(
  tx: Tx,
  goodsId: number,
  goodsName: string,
  units: number,
): Promise<HeldLot[]> {
  await setLedgerContext(tx, { kind: 'sale', reason: '拼团占用库存', sourceType: 'groupbuy' });
  const taken = await reserveStock(tx, [{ lineKey: 0, goodsId, goodsName, number: units }]);
  return taken.map((l) => ({
    goodsId: l.goodsId,
    lotId: l.lotId,
    batchNo: l.batchNo,
    producedOn: l.producedOn,
    expiresOn: l.expiresOn,
    number: l.number,
  }));
}

/** Gives held units back to their lots, and to goods.stock unless the lot was frozen meanwhile. */
export async function releaseHeldLots(tx: Tx, lots: HeldLot[]): Promise<void> {
  if (lots.length === 0) return;
  const perLot = new Map<number, number>();
  for (const l of lots) perLot.set(l.lotId, (perLot.get(l.lotId) ?? 0) + l.number);
  const goodsIds = [...new Set(lots.map((l) => l.goodsId))].sort((a, b) => a - b);
  // Goods rows first in ascending id, as placement and cancellation take them: no deadlock.
  await lockGoodsRows(tx, goodsIds);
  await setLedgerContext(tx, { kind: 'cancel', reason: '拼团未成团，释放库存', sourceType: 'groupbuy' });
  const back = new Map<number, number>();
  for (const [lotId, n] of [...perLot].sort((a, b) => a[0] - b[0])) {
    const lot = await returnToLot(tx, lotId, n);
    if (lot && !lot.frozen) back.set(lot.goods_id, (back.get(lot.goods_id) ?? 0) + n);
  }
  for (const [goodsId, n] of back) {
    await returnToGoods(tx, goodsId, n);
  }
}

/**
 * The group filled: every member not yet ordered gets a paid order (paid from the balance at the
 * join) with one group-buy line and its held lots. Runs in the transaction of the last place.
 */
export async function goAhead(tx: Tx, groupId: number, now: Date): Promise<number[]> {
  const g = await groupGoods(tx, groupId);
  if (!g) return [];
  const members = await membersToOrder(tx, groupId);
  const made: number[] = [];
  for (const m of members) {
    const amount = Number(m.amount);
    const order = await insertOrder(tx, {
      orderNo: m.order_no,
      userId: m.user_id,
      kind: g.is_ephedrine ? 'ephedrine' : 'normal',
      status: 'paid',
      payType: 'balance',
      goodsAmountFen: amount,
      payableFen: amount,
      paidFen: amount,
      address: m.address ?? { consignee: '', phone: '', province: '', city: '', district: '', detail: '' },
      remark: `拼团：${g.title}`,
      payDeadline: now,
      paidAt: now,
      createdAt: now,
    });
    const [line] = await insertLines(tx, [
      {
        orderId: order.id,
        goodsId: g.goods_id,
        lineType: GROUP_LINE_TYPE,
        promotionId: groupId,
        name: g.name,
        sccj: g.sccj,
        ypgg: g.ypgg,
        bzdw: g.bzdw,
        approvalNo: g.approval_no,
        image: g.image ?? '',
        number: m.number,
        unitPriceFen: Number(m.price),
        totalFen: amount,
      },
    ]);
    await insertLineLots(
      tx,
      m.lots.map((l) => ({ ...l, orderId: order.id, orderLineId: line?.id ?? 0 })),
    );
    await insertEvent(tx, order.id, 'paid', '拼团成功，订单已支付，等待发货', g.title);
    // The join's payment line names this order from now on (the balance log links to it).
    await linkJoinPayment(tx, m.user_id, order.id, m.order_no);
    await memberOrdered(tx, m.id, order.id, now.toISOString());
    made.push(order.id);
  }
  return made;
}
