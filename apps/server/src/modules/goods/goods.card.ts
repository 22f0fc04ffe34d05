import {
  customerPrice,
  flashBeats,
  fenToYuan,
  ladderUnder,
  priceGroupKey,
  purchaseBlockReason,
  yuanToFen,
  type EligibilityBuyer,
  type FlashOffer,
  type PriceBuyer,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { pricesRequireLogin } from '../site/price-visibility';
import { buyerOf, ladderAndTags, type CardRow, type Ladder, type Tag } from './goods.repo';
import { regionName } from '../address/regions';

export const PRICE_HIDDEN_MSG = '登录后查看价格';

/** Who is looking: decides whether prices show and whether the buy button works. */
export interface Viewer {
  userId: number | null;
  pricesHidden: boolean;
  buyer: EligibilityBuyer;
}

const VISITOR: EligibilityBuyer = { signedIn: false, isPassed: false, businessScope: [] };

/** How a viewer's company is read: straight from the database unless a cache is given. */
export type BuyerLookup = (userId: number) => Promise<EligibilityBuyer | null>;

export async function viewerFor(
  db: Db,
  userId: number | null,
  envRequiresLogin: boolean,
  lookup: BuyerLookup = (id) => buyerOf(db, id),
): Promise<Viewer> {
  const buyer = userId === null ? null : await lookup(userId);
  return {
    userId: buyer ? userId : null,
    // The env value is the default; the back office's common config may switch it.
    pricesHidden: !buyer && (await pricesRequireLogin(db, envRequiresLogin)),
    buyer: buyer ?? VISITOR,
  };
}

/**
 * Tag texts are the operators' free text (「满500元加9.9元换购…」,「特价¥12.80」): for a visitor who may
 * not see prices, every sum of money in them is hidden except a 满N元 threshold, which is a rule of
 * the offer, not the price of a goods.
 */
export const maskSums = (text: string) =>
  text
    .replace(/[¥￥]\s*\d+(?:\.\d+)?/g, '¥?')
    .replace(/(^|[^满\d.])\d+(?:\.\d+)?(\s*元)/g, (_m, before: string, unit: string) => `${before}?${unit}`);

/**
 * Why this viewer may not buy the goods at `stock` (the row's own unless a newer figure is given),
 * or null: the card's one personal rule.
 */
export const blockReasonOf = (row: CardRow, viewer: Viewer, stock = row.stock) =>
  purchaseBlockReason(
    viewer.buyer,
    {
      isBuy: row.is_buy,
      stock,
      scope: row.scope,
      isControlled: row.is_controlled,
      isEphedrine: row.is_ephedrine,
      control: row.control,
    },
    regionName,
  );

/** Who the 客户价 rules look at: the signed-in buyer's company, or null for a visitor. */
export const priceBuyerOf = (viewer: Viewer): PriceBuyer | null =>
  viewer.buyer.signedIn && viewer.buyer.companyId !== undefined
    ? {
        companyId: viewer.buyer.companyId,
        companyKind: viewer.buyer.companyKind ?? '',
        regions: viewer.buyer.regions ?? [],
      }
    : null;

/**
 * The viewer's price group over some rows (which 客户价 rule applies to each): a kept answer is
 * shared by viewers of one group only, so one buyer's price never answers for another or a visitor.
 */
export const priceGroupOf = (rows: readonly Pick<CardRow, 'customer_prices'>[], viewer: Viewer) =>
  priceGroupKey(rows, priceBuyerOf(viewer));

/**
 * The goods card of every list, in the spec's cart-goods naming (§3), money as yuan strings; `flash`
 * is the goods' running 秒杀 as this viewer meets it (flash-offers.ts).
 */
export function toCard(
  row: CardRow,
  ladders: Ladder[],
  tags: Tag[],
  viewer: Viewer,
  flash: FlashOffer | null = null,
) {
  const hidden = viewer.pricesHidden;
  const blocked = blockReasonOf(row, viewer);
  // The buyer's supply price (pricing/customer-price.ts), the same the cart and placement charge.
  const own = customerPrice(row.base_price_fen, row.customer_prices, priceBuyerOf(viewer));
  const tiers = ladderUnder(
    own.price,
    ladders.map((l) => ({ number: l.number, price: l.priceFen })),
  );
  return {
    id: row.id,
    name: row.name,
    sccj: row.sccj,
    ypgg: row.ypgg,
    bzdw: row.bzdw,
    base_price: hidden ? null : fenToYuan(own.price),
    /** The catalogue price, when the buyer's own differs (shown struck through). */
    original_price: hidden || own.reason === null ? null : fenToYuan(row.base_price_fen),
    price_reason: hidden ? null : own.reason,
    // A 秒杀价 not under the buyer's own (协议价) is no offer to this buyer: the shared flashBeats decides.
    flash: hidden || !flash || !flashBeats(yuanToFen(flash.price) ?? 0, own.price) ? null : flash,
    retail_price: hidden ? null : fenToYuan(row.retail_price_fen),
    goods_image: row.images,
    is_buy: row.is_buy,
    number: row.stock,
    is_youx: row.is_youx,
    type: row.type,
    is_dpby: row.is_dpby,
    qg_number: row.qg_number,
    is_free_shipping: row.is_free_shipping,
    free_shipping_number: row.free_shipping_number,
    ladder_price: hidden ? null : tiers.map((l) => ({ number: l.number, price: fenToYuan(l.price) })),
    ladder_price_type: row.ladder_price_type,
    tags: hidden ? tags.map((t) => ({ ...t, describe: maskSums(t.describe) })) : tags,
    approval_no: row.approval_no,
    barcode: row.barcode,
    dosage_form: row.dosage_form,
    is_prescription: row.is_prescription,
    otc_type: row.otc_type,
    is_ephedrine: row.is_ephedrine,
    is_controlled: row.is_controlled,
    min_qty: row.min_qty,
    mid_pack: row.mid_pack,
    big_pack: row.big_pack,
    sales: row.sales,
    nearest_expiry: row.nearest_expiry,
    price_hidden_reason: hidden ? PRICE_HIDDEN_MSG : null,
    can_buy: blocked === null,
    buy_block_reason: blocked,
  };
}
export type GoodsCard = ReturnType<typeof toCard>;

/** A card's catalogue data, the same for every buyer: what the goods read caches keep. */
export interface CardData {
  row: CardRow;
  ladders: Ladder[];
  tags: Tag[];
}

/** Rows with their ladders and tags, loaded in two queries whatever the page size. */
export async function cardData(db: Db, rows: CardRow[]): Promise<CardData[]> {
  const { ladders, tags } = await ladderAndTags(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, ladders: ladders.get(row.id) ?? [], tags: tags.get(row.id) ?? [] }));
}

/** Cards for rows in the rows' order. */
export async function toCards(db: Db, rows: CardRow[], viewer: Viewer): Promise<GoodsCard[]> {
  return (await cardData(db, rows)).map((d) => toCard(d.row, d.ladders, d.tags, viewer));
}
