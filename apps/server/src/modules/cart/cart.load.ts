/**
 * Reads everything one pricing pass of a buyer's cart needs: buyer, lines, goods (with ladders, tags
 * and earliest lot expiry) and the shipping rule. Promotions are read in promotions.load.ts. The
 * statements live in cart.load.repo.ts; their names are re-exported here for the modules using them.
 */
import { customerPrice, ladderUnder } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { goodsRowsOf, type BuyerRow, type CartGoodsRow } from './cart.load.repo';

export {
  buyerSql,
  findBuyer,
  goodsRowsSql,
  listLines,
  type BuyerRow,
  type CartGoodsRow,
  type CartLineRow,
} from './cart.load.repo';

/**
 * A goods row at the buyer's supply price (the shared customerPrice(): named buyer > kind + province
 * > kind > province), its ladder never above it: what the engine then prices.
 */
export function withBuyerPrice(g: CartGoodsRow, buyer: BuyerRow | null): CartGoodsRow {
  const who = buyer && {
    companyId: buyer.company_id,
    companyKind: buyer.company_kind,
    regions: buyer.regions,
  };
  const own = customerPrice(Number(g.base_price_fen), g.customer_prices ?? [], who);
  return {
    ...g,
    base_price_fen: own.price,
    price_reason: own.reason,
    ladders: ladderUnder(
      own.price,
      g.ladders.map((l) => ({ number: l.number, price: Number(l.price) })),
    ),
  };
}

/** Goods rows with ladders and tags folded in, so a cart of 50 lines costs one round trip. */
export async function listGoods(
  db: Db | Tx,
  ids: number[],
  buyer: BuyerRow | null = null,
): Promise<CartGoodsRow[]> {
  if (ids.length === 0) return [];
  const rows = await goodsRowsOf(db, ids);
  return rows.map((r) => withBuyerPrice(r, buyer));
}
