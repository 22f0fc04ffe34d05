/**
 * The cart state of spec §3 as the browser reads it: lines grouped by activity, money as yuan
 * strings, every figure taken from the engine's output (nothing recomputed here).
 */
import { fenToYuan, LINE_TYPE, SPECIAL_KIND_LABEL, type LadderText, type ManjianResult } from '@shop/shared';
import type { CartGoodsRow } from './cart.load';
import type { CartContext, PricedCart, PricedLine } from './cart.pricing';
import { partWire } from './line-parts';

const NEAR_EXPIRY_DAYS = 180;
const SPECIALS = Object.values(SPECIAL_KIND_LABEL);

/** The instant (ms) from which goods whose earliest lot expires on `expiresOn` count as 近效期. */
export const nearExpirySince = (expiresOn: string) =>
  new Date(expiresOn).getTime() - NEAR_EXPIRY_DAYS * 86_400_000;

export const CART_FILTERS = [
  { id: 99999, name: '全部商品' },
  { id: 1, name: '促销商品' },
  { id: 2, name: '近效期' },
  { id: 3, name: '降价商品' },
  { id: 4, name: '失效商品' },
] as const;

const ladderWire = (l: LadderText | null) =>
  l && {
    type: l.type,
    unit: l.unit,
    texts: l.texts,
    rows: l.rows.map((r) => ({ ...r, price: fenToYuan(r.price) })),
  };

const goodsWire = (g: CartGoodsRow | undefined, line: PricedLine) => ({
  id: line.goodsId,
  name: line.goods.name,
  sccj: line.goods.sccj,
  ypgg: line.goods.ypgg,
  bzdw: line.goods.bzdw,
  base_price: fenToYuan(g?.base_price_fen ?? 0),
  goods_image: line.goods.images,
  is_buy: g?.is_buy ?? false,
  number: line.goods.stock,
  is_youx: g?.is_youx ?? false,
  type: g?.type ?? 0,
  is_dpby: g?.is_dpby ?? false,
  qg_number: g?.qg_number ?? 0,
  is_free_shipping: g?.is_free_shipping ?? false,
  free_shipping_number: g?.free_shipping_number ?? 0,
  ladder_price: (g?.ladders ?? []).map((l) => ({ number: l.number, price: fenToYuan(Number(l.price)) })),
  ladder_price_type: g?.ladder_price_type ?? 0,
  tags: g?.tags ?? [],
  min_quantity: Math.max(g?.min_qty ?? 1, 1),
  pack_quantity: Math.max(g?.mid_pack ?? 1, 1),
  expires_on: g?.expires_on ?? null,
});

export function listedLine(line: PricedLine, ctx: CartContext) {
  const res = ctx.results.get(line.id);
  const row = ctx.rows.find((r) => r.id === line.id);
  const combo =
    line.type === LINE_TYPE.combination
      ? ctx.promotions.combinations.find((c) => c.id === row?.goodsPriceId)
      : undefined;
  return {
    id: line.id,
    key: String(line.id),
    type: line.type,
    goods_type: line.type,
    number: line.number,
    price: fenToYuan(line.unitPriceFen),
    raw_price: fenToYuan(res?.raw_price ?? 0),
    total: fenToYuan(line.lineTotalFen),
    is_selected: line.isSelected ? (1 as const) : (0 as const),
    forced_unselected: res?.forced_unselected ?? false,
    with_coupon: line.withCoupon ? (1 as const) : (0 as const),
    goods_manjian_amount: fenToYuan(line.manjianShareFen),
    goods_manjian_id: res?.manjian_id ?? 0,
    goods_price_id: row?.goodsPriceId ?? 0,
    gift_data: res?.gift_data ?? { total: 0, type: 0 },
    goods: goodsWire(ctx.goods.get(line.goodsId), line),
    combination: combo
      ? {
          id: combo.id,
          name: combo.name,
          items: combo.items.map((i) => ({
            goods_id: i.goods_id,
            name: ctx.goods.get(i.goods_id)?.name ?? '',
            ypgg: ctx.goods.get(i.goods_id)?.ypgg ?? '',
            number: i.number,
            price: fenToYuan(i.price),
          })),
        }
      : null,
    explanation: res?.breakdown ?? [],
    parts: line.parts.map(partWire),
    ladder: ladderWire(res?.ladder ?? null),
    next_hint: res?.next_hint?.text ?? null,
    free_shipping: res?.free_shipping ?? false,
    special: (res?.breakdown ?? []).some((s) => SPECIALS.some((k) => s.startsWith(k))),
    price_changed: line.priceChanged,
    seen_price: fenToYuan(line.seenPriceFen),
    block_reason: line.blockReason,
    quantity_notice: res?.quantity_notice ?? null,
  };
}
export type ListedLine = ReturnType<typeof listedLine>;

function matches(filter: number, l: ListedLine, now: Date): boolean {
  switch (filter) {
    case 1:
      // An activity, not a ladder: a "≤N" ladder also prices below base at small quantities.
      return l.type !== 0 || l.goods_manjian_id > 0 || l.gift_data.total > 0 || l.special;
    case 2:
      return !!l.goods.expires_on && now.getTime() >= nearExpirySince(l.goods.expires_on);
    case 3:
      return l.price_changed && Number(l.price) < Number(l.seen_price);
    case 4:
      return l.block_reason !== null;
    default:
      return true;
  }
}

const manjianWire = (m: ManjianResult) => ({
  id: m.id,
  name: m.name,
  amount: fenToYuan(m.amount),
  reduce: fenToYuan(m.reduce),
  status: m.tiers.some((t) => t.status === 1) ? (1 as const) : (0 as const),
  tiers: m.tiers.map((t) => ({
    amount: fenToYuan(t.amount),
    reduce: fenToYuan(t.reduce),
    status: t.status,
    // "还差 ¥x": what the selected eligible amount still lacks for this tier.
    short_by: fenToYuan(Math.max(0, t.amount - m.amount)),
  })),
  hint: m.next_hint?.text ?? null,
});

export function cartState(cart: PricedCart, ctx: CartContext, filter: number, now: Date) {
  const all = cart.lines.map((l) => listedLine(l, ctx));
  const shown = all.filter((l) => matches(filter, l, now));
  const activities = cart.pricing.activity_data.manjians.map(manjianWire);
  const groups = [
    ...activities.map((a) => ({
      key: `manjian-${a.id}`,
      type: 'manjian' as const,
      title: a.name,
      manjian: a,
      lines: shown.filter((l) => l.type === 0 && l.goods_manjian_id === a.id),
    })),
    {
      key: 'flash',
      type: 'flash' as const,
      title: '秒杀',
      manjian: null,
      lines: shown.filter((l) => l.type === 1),
    },
    {
      key: 'combination',
      type: 'combination' as const,
      title: '组合购',
      manjian: null,
      lines: shown.filter((l) => l.type === 3),
    },
    {
      key: 'normal',
      type: 'normal' as const,
      title: '普通商品',
      manjian: null,
      lines: shown.filter(
        (l) => l.type !== 1 && l.type !== 3 && !activities.some((a) => a.id === l.goods_manjian_id),
      ),
    },
  ].filter((g) => g.lines.length > 0);
  const t = cart.totals;
  const s = cart.pricing.shipping_data;
  return {
    action: {
      checkout: cart.pricing.checkout_blockers.length === 0,
      blockers: cart.pricing.checkout_blockers,
    },
    data: groups,
    shipping_data: {
      shipping_amount: fenToYuan(s.shipping_amount),
      no_trans_order_amount: fenToYuan(s.no_trans_order_amount),
      threshold: fenToYuan(s.threshold),
      shipping_fee: fenToYuan(t.shippingFeeFen),
      text: s.text,
    },
    activity_data: { manjians: [...activities].sort((a, b) => b.status - a.status) },
    filter_data: CART_FILTERS.map((f) => ({ ...f, count: all.filter((l) => matches(f.id, l, now)).length })),
    filters: filter,
    totals: {
      line_count: all.length,
      selected_count: cart.pricing.total.selected_count,
      goods_total: fenToYuan(t.goodsTotalFen),
      manjian: fenToYuan(t.manjianFen),
      coupon_eligible: fenToYuan(t.couponEligibleFen),
      payable: fenToYuan(t.payableFen),
      shipping_fee: fenToYuan(t.shippingFeeFen),
    },
  };
}
export type CartState = ReturnType<typeof cartState>;
