import { fenToYuan, yuanToFen } from '@shop/shared/money';
import { ladderUnitPrice, normaliseQuantity, smallestValidQuantity } from '@shop/shared/pricing/index';
import { LINE_TYPE } from '@shop/shared/constants';
import type { AddLineInput } from '@shop/shared';
import type { GoodsCard, GoodsDetail } from '@shop/shared';

/** What the buy controls need: any goods card, plus the detail page's echo ids when there are some. */
export type BuyGoods = GoodsCard &
  Partial<Pick<GoodsDetail, 'goods_price_id' | 'ladder_price_id' | 'goods_manjian_id' | 'is_yj'>>;

type QtyGoods = Pick<GoodsCard, 'min_qty' | 'mid_pack' | 'number' | 'is_buy' | 'bzdw'>;

/** The card's fields in the shared quantity rule's naming (min_qty 0 on old goods means 1). */
export const quantityGoods = (g: QtyGoods) => ({
  is_buy: g.is_buy,
  stock: g.number,
  min_quantity: Math.max(g.min_qty, 1),
  pack_quantity: Math.max(g.mid_pack, 1),
  bzdw: g.bzdw,
});

export const firstQuantity = (g: QtyGoods) => smallestValidQuantity(quantityGoods(g));

/** The largest valid quantity stock covers (a middle pack cannot be split), at least the first. */
export const lastQuantity = (g: QtyGoods) => {
  const q = quantityGoods(g);
  return Math.max(Math.floor(q.stock / q.pack_quantity) * q.pack_quantity, firstQuantity(g));
};

/** The shared rule's answer for a typed amount, or the smallest valid one when stock is short. */
export const validQuantity = (g: QtyGoods, requested: number) =>
  normaliseQuantity(quantityGoods(g), requested).number ?? firstQuantity(g);

/** The unit price the chosen quantity pays under the ladder, sent so the cart can spot a change. */
function unitPrice(g: BuyGoods, quantity: number): string | undefined {
  if (g.base_price === null) return undefined;
  // A running 秒杀 prices the line from its first unit (the cart splits the part above the cap).
  if (g.flash && g.flash.left !== 0) return g.flash.price;
  const fen = ladderUnitPrice(
    {
      base_price: yuanToFen(g.base_price) ?? 0,
      bzdw: g.bzdw,
      ladder_price_type: g.ladder_price_type,
      ladder_price: (g.ladder_price ?? []).map((t) => ({ number: t.number, price: yuanToFen(t.price) ?? 0 })),
    },
    quantity,
  ).price;
  return fenToYuan(fen);
}

/** One POST /api/cart line (spec §3 "cart line sent to add") for a goods at a quantity. */
export function buyLine(g: BuyGoods, quantity: number): AddLineInput {
  // With a running 秒杀 the goods goes in as its flash line, wherever it was bought from (list,
  // search, detail or the home block), so it never sits in the cart twice at two prices.
  const flash = g.flash && !g.goods_price_id ? { type: LINE_TYPE.flash, goods_price_id: g.flash.id } : null;
  if (flash) return { ...plain(g, quantity), ...flash };
  return plain(g, quantity);
}

function plain(g: BuyGoods, quantity: number): AddLineInput {
  return {
    goods_id: g.id,
    number: quantity,
    price: unitPrice(g, quantity),
    // Spec §3: each defaults to 0 (sent as 0, never as an empty field).
    ck_id: 0,
    goods_price_id: g.goods_price_id ?? 0,
    ladder_price_id: g.ladder_price_id ?? 0,
    goods_manjian_id: g.goods_manjian_id ?? 0,
    is_yj: g.is_yj ?? 0,
  };
}
