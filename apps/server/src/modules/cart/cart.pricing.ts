/**
 * The contract the cart offers to checkout/orders: a buyer's cart priced by the shared engine, with
 * the purchase-eligibility rule applied, in integer fen. Nothing here re-implements a price rule.
 */
import {
  LINE_TYPE,
  priceCart,
  purchaseBlockReason,
  type CartInput,
  type CartPricing,
  type LineResult,
  type PricingGoods,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notSignedIn } from '../../lib/errors';
import type { BuyerRow, CartGoodsRow, CartLineRow } from './cart.load';
import type { WalletCouponRow } from '../wallet/wallet.service';
import { loadSnapshot, type Snapshot } from './cart.snapshot';
import type { Promotions } from './promotions.load';
import { regionName } from '../address/regions';

export interface PricedLine {
  /** Cart line id. */
  id: number;
  goodsId: number;
  number: number;
  /** 0 normal, 1 flash sale, 3 combination. */
  type: number;
  /** After forcing: false for lines whose goods cannot be bought or have no stock. */
  isSelected: boolean;
  unitPriceFen: number;
  lineTotalFen: number;
  /** Sub-lines in fen (the engine's parts): promotion part and normal part above a cap. */
  parts: LineResult['parts'];
  manjianShareFen: number;
  withCoupon: boolean;
  /** The unit price the buyer last saw (sent when adding / shown when editing); 0 = never sent. */
  seenPriceFen: number;
  priceChanged: boolean;
  /** Why this line cannot be ordered now (eligibility, availability or quantity), else null. */
  blockReason: string | null;
  goods: {
    id: number;
    name: string;
    sccj: string;
    ypgg: string;
    bzdw: string;
    isEphedrine: boolean;
    stock: number;
    images: string[];
  };
}

export interface PricedCart {
  lines: PricedLine[];
  totals: {
    goodsTotalFen: number;
    manjianFen: number;
    couponEligibleFen: number;
    payableFen: number;
    shippingGapFen: number;
    shippingFeeFen: number;
  };
  pricing: CartPricing;
}

export interface PriceOptions {
  /** Only these lines, and they count as selected (the buyer chose them for checkout). */
  lineIds?: number[];
  /** Only the lines the buyer ticked. */
  selectedOnly?: boolean;
  /** Also read the buyer's unused wallet coupons (checkout), in the same round trip. */
  withCoupons?: boolean;
  now?: Date;
}

/** What the cart page needs beyond the contract: the rows the engine was fed. */
export interface CartContext {
  buyer: BuyerRow;
  rows: CartLineRow[];
  goods: Map<number, CartGoodsRow>;
  promotions: Promotions;
  /** line id → engine result */
  results: Map<number, LineResult>;
}

export const toPricingGoods = (g: CartGoodsRow, blocked: boolean): PricingGoods => ({
  id: g.id,
  name: g.name,
  bzdw: g.bzdw || '件',
  base_price: g.base_price_fen,
  ladder_price: g.ladders.map((l) => ({ number: l.number, price: Number(l.price) })),
  ladder_price_type: g.ladder_price_type,
  // A goods this buyer may not buy is "not buyable" to the engine, so it is forced unselected.
  is_buy: g.is_buy && !blocked,
  stock: Math.max(g.stock, 0),
  min_quantity: Math.max(g.min_qty, 1),
  pack_quantity: Math.max(g.mid_pack, 1),
  with_coupon: g.with_coupon,
  is_dpby: g.is_dpby,
  qg_number: g.qg_number,
  is_free_shipping: g.is_free_shipping,
  free_shipping_number: g.free_shipping_number,
  tags: g.tags,
});

export const eligibilityOf = (buyer: BuyerRow, g: CartGoodsRow): string | null =>
  purchaseBlockReason(
    {
      signedIn: true,
      isPassed: buyer.is_passed,
      qualificationNote: buyer.qualification_note,
      businessScope: buyer.business_scope,
      regions: buyer.regions,
      companyKind: buyer.company_kind,
      accountManagerId: buyer.account_manager_id,
      expiredLicence: buyer.expired_licence,
    },
    {
      isBuy: g.is_buy,
      stock: g.stock,
      scope: g.scope,
      isControlled: g.is_controlled,
      isEphedrine: g.is_ephedrine,
      control: g.control,
    },
    regionName,
  );

export type DetailedPricing = { cart: PricedCart; ctx: CartContext; coupons: WalletCouponRow[] };

export async function priceCartDetailed(
  db: Db | Tx,
  userId: number,
  opts: PriceOptions = {},
): Promise<DetailedPricing> {
  const now = opts.now ?? new Date();
  return priceSnapshot(await loadSnapshot(db, userId, opts, now), opts, now);
}

/** The engine's pass over a loaded snapshot: a pure function of the snapshot, the options and `now`. */
export function priceSnapshot(snap: Snapshot, opts: PriceOptions, now: Date): DetailedPricing {
  const { buyer, rows, shipping, promotions, goods: goodsRows } = snap;
  if (!buyer) throw notSignedIn();
  const goods = new Map(goodsRows.map((g) => [g.id, g]));
  const blocks = new Map(goodsRows.map((g) => [g.id, eligibilityOf(buyer, g)]));

  const input: CartInput = {
    goods: goodsRows.map((g) => toPricingGoods(g, blocks.get(g.id) != null)),
    lines: rows.map((r) => ({
      key: String(r.id),
      goods_id: r.goodsId,
      number: r.number,
      is_selected: opts.lineIds ? true : r.isSelected,
      type: r.type,
      flash_sale_id: r.type === LINE_TYPE.flash ? r.goodsPriceId : null,
      combination_id: r.type === LINE_TYPE.combination ? r.goodsPriceId : null,
      manjian_id: r.goodsManjianId || null,
    })),
    buyer: { id: buyer.id, is_passed: buyer.is_passed },
    promotions,
    shipping: { threshold: shipping.threshold_fen, no_trans_order_amount: 0 },
    coupon: null,
    now,
  };
  const pricing = priceCart(input);
  const results = new Map(pricing.lines.map((l) => [Number(l.key), l]));
  const combos = new Map(promotions.combinations.map((c) => [c.id, c]));

  const lines = rows.map((r): PricedLine => {
    const res = results.get(r.id);
    const g = goods.get(r.goodsId);
    const memberIds =
      r.type === LINE_TYPE.combination
        ? (combos.get(r.goodsPriceId)?.items.map((i) => i.goods_id) ?? [])
        : [r.goodsId];
    const eligibility = memberIds.map((id) => blocks.get(id)).find((b) => b != null) ?? null;
    const unitPriceFen = res?.price ?? 0;
    return {
      id: r.id,
      goodsId: r.goodsId,
      number: r.number,
      type: r.type,
      isSelected: res?.is_selected ?? false,
      unitPriceFen,
      lineTotalFen: res?.total ?? 0,
      parts: res?.parts ?? [],
      manjianShareFen: res?.goods_manjian_amount ?? 0,
      withCoupon: res?.with_coupon ?? false,
      seenPriceFen: r.seenPriceFen,
      priceChanged: r.seenPriceFen > 0 && res !== undefined && r.seenPriceFen !== unitPriceFen,
      blockReason:
        eligibility ?? res?.unavailable_reason ?? res?.quantity_notice ?? (g ? null : '商品已下架'),
      goods: {
        id: r.goodsId,
        name: g?.name ?? '',
        sccj: g?.sccj ?? '',
        ypgg: g?.ypgg ?? '',
        bzdw: g?.bzdw ?? '',
        isEphedrine: g?.is_ephedrine ?? false,
        stock: g?.stock ?? 0,
        images: g?.images ?? [],
      },
    };
  });
  const t = pricing.total;
  const gap = pricing.shipping_data.shipping_amount;
  const totals = {
    goodsTotalFen: t.goods_amount,
    manjianFen: t.manjian_amount,
    couponEligibleFen: t.coupon_eligible_amount,
    payableFen: t.payable,
    shippingGapFen: gap,
    shippingFeeFen: gap > 0 && t.selected_count > 0 ? shipping.fee_fen : 0,
  };
  return {
    cart: { lines, totals, pricing },
    ctx: { buyer, rows, goods, promotions, results },
    coupons: snap.coupons,
  };
}

/**
 * A buyer's cart priced by the engine. With `lineIds` only those lines are priced and they count as
 * selected; with `selectedOnly` only ticked lines. Pass a transaction to price what you are about to
 * order inside the same transaction.
 */
export async function priceCartForUser(
  db: Db | Tx,
  userId: number,
  opts: PriceOptions = {},
): Promise<PricedCart> {
  return (await priceCartDetailed(db, userId, opts)).cart;
}
