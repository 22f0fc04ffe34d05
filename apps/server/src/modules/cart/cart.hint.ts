/**
 * POST /api/cart/next_hint: "再买 N 盒享 ¥x" for the goods' ladder and "再凑 ¥y 减 ¥z" for the 满减
 * activity covering it, computed by the engine against the buyer's current selection.
 */
import { fenToYuan, nextHint, type Hint, type NextHintInput } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { listGoods } from './cart.load';
import { priceCartDetailed, toPricingGoods } from './cart.pricing';
import { loadPromotions } from './promotions.load';

const wire = (h: Hint | null) =>
  h === null
    ? null
    : h.kind === 'ladder'
      ? { kind: h.kind, more_quantity: h.more_quantity, price: fenToYuan(h.price), text: h.text }
      : { kind: h.kind, more_amount: fenToYuan(h.more_amount), reduce: fenToYuan(h.reduce), text: h.text };

export async function cartNextHint(db: Db, userId: number, q: NextHintInput, now = new Date()) {
  const { ctx, cart } = await priceCartDetailed(db, userId, { now });
  const row = q.id !== undefined ? ctx.rows.find((r) => r.id === q.id) : undefined;
  if (q.id !== undefined && !row) throw notFound('购物车中没有该商品');
  const goodsId = row?.goodsId ?? q.goods_id ?? 0;
  const quantity = q.number ?? row?.number ?? 0;
  const [g] = ctx.goods.has(goodsId) ? [ctx.goods.get(goodsId)] : await listGoods(db, [goodsId]);
  if (!g) throw notFound('商品不存在或已下架');
  const ladder = nextHint({ kind: 'ladder', goods: toPricingGoods(g, false), quantity });

  // The activity the line joined, or for a goods not yet in the cart the first one covering it.
  const lineActivity = row ? ctx.results.get(row.id)?.manjian_id : null;
  const activity = lineActivity
    ? cart.pricing.activity_data.manjians.find((m) => m.id === lineActivity)
    : undefined;
  let manjian: Hint | null = null;
  let activityId: number | null = activity?.id ?? null;
  if (activity) {
    manjian = activity.next_hint;
  } else {
    const promos = await loadPromotions(db, {
      userId,
      goodsIds: [goodsId],
      flashSaleIds: [],
      combinationIds: [],
      now,
    });
    const covering = promos.manjians.find((m) => m.goods_ids === null || m.goods_ids.includes(goodsId));
    if (covering) {
      activityId = covering.id;
      const amount = cart.pricing.activity_data.manjians.find((m) => m.id === covering.id)?.amount ?? 0;
      manjian = nextHint({ kind: 'manjian', tiers: covering.tiers, amount });
    }
  }
  const texts = [ladder?.text, manjian?.text].filter((t): t is string => Boolean(t));
  return {
    goods_id: goodsId,
    number: quantity,
    ladder: wire(ladder),
    manjian: wire(manjian),
    manjian_id: activityId,
    texts,
  };
}
