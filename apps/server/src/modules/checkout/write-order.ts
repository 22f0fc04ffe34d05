/** Writes one order of a plan group: flash tallies, goods stock, then lots, lines with batches, coupon, event in one statement. */
import { LINE_TYPE, flashUnitsOf, isWithin, type OrderKind } from '@shop/shared';
import type { Tx } from '../../db/client';
import { refused } from '../../lib/errors';
import type { WalletCouponRow } from '../wallet/wallet.service';
import { insertOrderRows, type LineValues, type OrderValues } from './order-insert';
import type { PlanGroup } from './plan';
import { addFlashUnits, takeFlashStock } from './place.repo';
import { claimSpecialUnits } from './special-limit';
import { takeGoodsStock, type Demand } from './stock';
import { toPricingGoods } from '../cart/cart.pricing';

/** What every order of one placement shares: the order row's header fields. */
export type OrderHeader = Pick<
  OrderValues,
  | 'payType'
  | 'address'
  | 'invoiceType'
  | 'invoiceTitle'
  | 'invoiceTaxNo'
  | 'remark'
  | 'purchaser'
  | 'payDeadline'
>;

export async function writeGroupOrder(
  tx: Tx,
  userId: number,
  h: OrderHeader,
  g: PlanGroup,
  coupon: WalletCouponRow | null,
  now: Date,
  request: OrderValues['request'],
): Promise<{ id: number; orderNo: string; kind: OrderKind; payableFen: number; status: string }> {
  const rowsById = new Map(g.ctx.rows.map((r) => [r.id, r]));
  const combos = new Map(g.ctx.promotions.combinations.map((c) => [c.id, c]));
  const flashes = new Map(g.ctx.promotions.flash_sales.map((f) => [f.id, f]));

  const demands: Demand[] = [];
  const flashUnits = new Map<number, number>();
  g.lines.forEach((l, k) => {
    const promoId = rowsById.get(l.id)?.goodsPriceId ?? 0;
    const combo = l.type === LINE_TYPE.combination ? combos.get(promoId) : undefined;
    const items = combo
      ? combo.items.map((i) => ({ goodsId: i.goods_id, per: i.number }))
      : [{ goodsId: l.goodsId, per: 1 }];
    for (const it of items) {
      const name = g.ctx.goods.get(it.goodsId)?.name ?? l.goods.name;
      demands.push({ lineKey: k, goodsId: it.goodsId, goodsName: name, number: it.per * l.number });
    }
    const flash = l.type === LINE_TYPE.flash ? flashes.get(promoId) : undefined;
    const row = g.ctx.goods.get(l.goodsId);
    // The engine's own count (shared flashUnitsOf): none when the buyer's 协议价 is the lower price.
    if (flash && row && isWithin(flash, now))
      flashUnits.set(k, flashUnitsOf(toPricingGoods(row, false), l.number, flash));
  });
  // Flash sales first, in ascending sale id (release.ts takes them in the same order, before any
  // goods): a sold-out sale refuses at once instead of after queueing for the goods row lock.
  const flashClaims = [...flashUnits]
    .map(([k, units]) => ({ l: g.lines[k], units }))
    .map(({ l, units }) => ({ l, units, flash: flashes.get(rowsById.get(l?.id ?? 0)?.goodsPriceId ?? 0) }))
    .sort((a, b) => (a.flash?.id ?? 0) - (b.flash?.id ?? 0));
  for (const { l, units, flash } of flashClaims) {
    if (!l || !flash || units === 0) continue;
    if (!(await takeFlashStock(tx, flash.id, units))) {
      throw refused(`「${l.goods.name}」秒杀库存已抢光，请返回购物车刷新`);
    }
    if (!(await addFlashUnits(tx, flash.id, userId, units, flash.limit))) {
      throw refused(`「${l.goods.name}」秒杀限购数量已用完，请返回购物车刷新`);
    }
  }
  const specialClaims = await claimSpecialUnits(tx, userId, g, now);
  const taken = await takeGoodsStock(tx, demands);

  const t = g.cart.totals;
  const lines: LineValues[] = g.lines.map((l, k) => ({
    k,
    goods_id: l.goodsId,
    line_type: l.type,
    promotion_id: rowsById.get(l.id)?.goodsPriceId ?? 0,
    flash_units: flashUnits.get(k) ?? 0,
    special_id: specialClaims.get(k)?.specialId ?? null,
    special_units: specialClaims.get(k)?.units ?? 0,
    name: l.goods.name,
    sccj: l.goods.sccj,
    ypgg: l.goods.ypgg,
    bzdw: l.goods.bzdw,
    approval_no: g.ctx.goods.get(l.goodsId)?.approval_no ?? '',
    image: l.goods.images[0] ?? '',
    number: l.number,
    unit_price_fen: l.unitPriceFen,
    total_fen: l.lineTotalFen,
    manjian_share_fen: l.manjianShareFen,
    coupon_share_fen: g.couponShares[k] ?? 0,
    parts: l.parts,
  }));
  const order = await insertOrderRows(
    tx,
    {
      userId,
      kind: g.kind,
      payType: h.payType,
      goodsAmountFen: t.goodsTotalFen,
      manjianFen: t.manjianFen,
      couponFen: g.couponFen,
      shippingFeeFen: t.shippingFeeFen,
      payableFen: g.payableFen,
      coupon: coupon ? { id: coupon.id, name: coupon.name } : null,
      address: h.address,
      invoiceType: h.invoiceType,
      invoiceTitle: h.invoiceTitle,
      invoiceTaxNo: h.invoiceTaxNo,
      remark: h.remark,
      purchaser: h.purchaser,
      payDeadline: h.payDeadline,
      createdAt: now,
      request,
    },
    lines,
    { taken, demands },
    '订单已提交，等待付款',
  );
  return order;
}
