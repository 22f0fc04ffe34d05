/**
 * Demo promotions over the seeded catalogue: two 满减 activities, flash sales, combination packages,
 * daily specials, 9.4折 welfare prices and 满赠 rules. Goods are picked deterministically (by id
 * order) among goods every verified pharmacy may buy, so the cart's demos and e2e journeys find them.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { queryRows } from '../query';
import {
  combinationItems,
  combinations,
  flashSales,
  giftRules,
  manjianActivities,
  manjianGoods,
  manjianTiers,
  specialPrices,
} from '../schema/index';

const DAY = 86_400_000;
const pct = (fen: number, percent: number) => Math.max(1, Math.floor((fen * percent) / 100));

interface Pick {
  id: number;
  base: number;
  has_ladder: boolean;
}

export async function seedPromotions(db: Db | Tx, today: Date): Promise<Record<string, number>> {
  const goods = await queryRows<Pick>(
    db,
    sql`SELECT g.id, g.base_price_fen::int AS base,
          EXISTS (SELECT 1 FROM ladder_prices lp WHERE lp.goods_id = g.id) AS has_ladder
        FROM goods g
        WHERE g.is_buy AND g.stock >= 200 AND g.scope = 'chemical' AND NOT g.is_controlled
          AND NOT g.is_ephedrine AND g.min_qty = 1 AND g.mid_pack = 1
        ORDER BY g.id`,
  );
  if (goods.length < 60) return {};
  const starts = new Date(today.getTime() - 7 * DAY);
  const ends = new Date(today.getTime() + 365 * DAY);
  const window = { startsAt: starts, endsAt: ends };

  // 满减: every 7th eligible goods joins the brand activity, every 11th the cold-remedy one.
  const [brand, cold] = await db
    .insert(manjianActivities)
    .values([
      { name: '品牌药满减', ...window },
      { name: '换季常备满减', ...window },
    ])
    .returning({ id: manjianActivities.id });
  if (!brand || !cold) return {};
  await db.insert(manjianTiers).values([
    { activityId: brand.id, amountFen: 50_000, reduceFen: 2_000 },
    { activityId: brand.id, amountFen: 100_000, reduceFen: 5_000 },
    { activityId: brand.id, amountFen: 200_000, reduceFen: 12_000 },
    { activityId: cold.id, amountFen: 30_000, reduceFen: 1_500 },
    { activityId: cold.id, amountFen: 80_000, reduceFen: 5_000 },
  ]);
  const brandGoods = goods.filter((_, i) => i % 7 === 0);
  const coldGoods = goods.filter((_, i) => i % 7 !== 0 && i % 11 === 3);
  await db
    .insert(manjianGoods)
    .values([
      ...brandGoods.map((g) => ({ activityId: brand.id, goodsId: g.id })),
      ...coldGoods.map((g) => ({ activityId: cold.id, goodsId: g.id })),
    ]);

  // Flash sales, combinations, specials and gifts use goods outside the 满减 scopes, so each demo
  // line shows one promotion clearly.
  const rest = goods.filter((_, i) => i % 7 !== 0 && i % 11 !== 3);
  const flash = rest.slice(0, 8);
  await db.insert(flashSales).values(
    flash.map((g, i) => ({
      goodsId: g.id,
      priceFen: pct(g.base, 70),
      limitPerBuyer: i % 2 === 0 ? 10 : 0,
      startsAt: new Date(today.getTime() - DAY),
      endsAt: new Date(today.getTime() + 30 * DAY),
    })),
  );

  const packs = [rest.slice(8, 10), rest.slice(10, 13), rest.slice(13, 15)];
  const names = ['感冒发热组合装', '肠胃调理组合装', '慢病常备组合装'];
  for (const [k, items] of packs.entries()) {
    const [combo] = await db
      .insert(combinations)
      .values({ name: names[k] ?? '组合装', ...window })
      .returning({ id: combinations.id });
    if (!combo) continue;
    await db.insert(combinationItems).values(
      items.map((g, sort) => ({
        combinationId: combo.id,
        goodsId: g.id,
        number: sort === 0 ? 2 : 1,
        priceFen: pct(g.base, 88),
        sort,
      })),
    );
  }

  const daily = rest.slice(15, 25);
  const welfare = rest.slice(25, 55);
  await db.insert(specialPrices).values([
    ...daily.map((g) => ({
      kind: 'daily_special' as const,
      name: '每日特价',
      goodsIds: [g.id],
      priceFen: pct(g.base, 85),
      limitPerBuyer: 5,
      startsAt: starts,
      endsAt: ends,
    })),
    {
      kind: 'welfare' as const,
      name: '全场9.4折',
      goodsIds: welfare.map((g) => g.id),
      ratePermille: 940,
      ...window,
    },
  ]);

  const gifts = rest.slice(55, 60);
  await db.insert(giftRules).values(gifts.map((g) => ({ goodsId: g.id, every: 10, give: 1, ...window })));

  return {
    manjianActivities: 2,
    manjianGoods: brandGoods.length + coldGoods.length,
    flashSales: flash.length,
    combinations: packs.length,
    specialPrices: daily.length + 1,
    giftRules: gifts.length,
  };
}
