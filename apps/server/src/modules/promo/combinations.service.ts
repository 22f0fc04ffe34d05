/**
 * 组合购 (/zhzq): packages priced as a set by the engine's priceCombination, the same function the
 * cart uses for the type-3 line the package becomes.
 */
import { priceCombination, type Combination, type CombinationView, type PricingGoods } from '@shop/shared';
import type { Db } from '../../db/client';
import type { Viewer } from '../goods/goods.card';
import { liveCombinations } from './combinations.repo';
import { cardRows, pricingGoods, promoGoods, seconds, shownPrice } from './promo.goods';

export { combinationGroups } from './combinations.repo';

export async function combinationList(
  db: Db,
  group: string | undefined,
  viewer: Viewer,
  now = new Date(),
): Promise<CombinationView[]> {
  const combos = await liveCombinations(db, group, now);
  const rows = await cardRows(
    db,
    combos.flatMap((c) => (c.items ?? []).map((i) => i.goods_id)),
  );
  const engineGoods = new Map<number, PricingGoods>([...rows].map(([id, r]) => [id, pricingGoods(r)]));
  return combos.map((c) => {
    const engine: Combination = {
      id: c.id,
      name: c.name,
      items: (c.items ?? []).map((i) => ({ ...i, price: Number(i.price) })),
      starts_at: c.starts_at ? new Date(c.starts_at) : null,
      ends_at: c.ends_at ? new Date(c.ends_at) : null,
    };
    const priced = priceCombination(engine, engineGoods, 1, now);
    const items = engine.items.flatMap((i) => {
      const row = rows.get(i.goods_id);
      return row
        ? [{ goods: promoGoods(row, viewer), number: i.number, price: shownPrice(viewer, i.price) }]
        : [];
    });
    // A package is bought whole: the first item this buyer may not buy blocks the set.
    const blocked = items.find((i) => !i.goods.can_buy)?.goods;
    const reason = blocked ? `「${blocked.name}」${blocked.buy_block_reason ?? '暂不可购买'}` : null;
    return {
      id: c.id,
      name: c.name,
      group_name: c.group_name,
      description: c.description,
      price: shownPrice(viewer, priced.price),
      raw_price: shownPrice(viewer, priced.raw_price),
      items,
      can_buy: blocked === undefined && items.length === engine.items.length,
      buy_block_reason: items.length === engine.items.length ? reason : '套餐内商品已下架',
      ends_at: seconds(c.ends_at),
    };
  });
}
