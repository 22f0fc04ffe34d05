/** The goods, prices and rules of the one-price property test (one-price.property.test.ts). */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ladderUnitPrice, yuanToFen, type CustomerPriceRule, type GoodsCard } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { pickGoods } from '../cart/cart.fixtures';

export interface Goods {
  id: number;
  name: string;
  sccj: string;
  base: number;
  type: number;
  bzdw: string;
  ladders: { number: number; price: number }[];
}

export const KINDS = ['pharmacy', 'clinic', 'hospital'] as const;
/** A company's GB/T 2260 codes (province, city, district): 杭州西湖, 宁波鄞州, 南京玄武, 上海浦东. */
export const COMPANY_REGIONS = [
  ['330000', '330100', '330106'],
  ['330000', '330200', '330212'],
  ['320000', '320100', '320102'],
  ['310000', '310100', '310115'],
] as const;
/** Rules at every level: provinces, cities (杭州, 宁波, 南京) and a district (西湖区). */
const RULE_REGIONS = ['330000', '320000', '310000', '330100', '330200', '320100', '330106'] as const;

/** Two goods with a ladder and one without, all free of promotions: the price is the customer price + ladder. */
export async function loadGoods(db: Db): Promise<Goods[]> {
  const picked = [
    ...(await pickGoods(
      db,
      2,
      sql`g.min_qty = 1 AND g.mid_pack = 1 AND EXISTS (SELECT 1 FROM ladder_prices lp WHERE lp.goods_id = g.id)`,
    )),
    ...(await pickGoods(
      db,
      1,
      sql`g.min_qty = 1 AND g.mid_pack = 1 AND NOT EXISTS (SELECT 1 FROM ladder_prices lp WHERE lp.goods_id = g.id)`,
    )),
  ];
  return Promise.all(
    picked.map(async (p) => {
      const [g] = await queryRows<Omit<Goods, 'ladders'>>(
        db,
        sql`SELECT id, name, sccj, base_price_fen::int AS base, ladder_price_type AS type, bzdw FROM goods WHERE id = ${p.id}`,
      );
      const ladders = await queryRows<{ number: number; price: number }>(
        db,
        sql`SELECT number, price_fen::int AS price FROM ladder_prices WHERE goods_id = ${p.id} ORDER BY number`,
      );
      return { ...g!, ladders };
    }),
  );
}

export const cardIn = (list: GoodsCard[], id: number) => {
  const card = list.find((c) => c.id === id);
  expect(card, `goods ${id} on the page`).toBeDefined();
  return card!;
};
/** The unit price a card shows for `qty` units: its own base price and ladder, as the page reads it. */
export const cardPrice = (card: GoodsCard, g: Goods, qty: number) =>
  ladderUnitPrice(
    {
      base_price: yuanToFen(card.base_price ?? '0') ?? 0,
      bzdw: g.bzdw,
      ladder_price_type: g.type,
      ladder_price: (card.ladder_price ?? []).map((l) => ({
        number: l.number,
        price: yuanToFen(l.price) ?? 0,
      })),
    },
    qty,
  ).price;

/** A random 客户价 rule on `g`: for the buyer's company, another company, its kind, a region or both. */
export const rule = (g: Goods, companyId: number, otherCompanyId: number) =>
  fc
    .record({
      who: fc.constantFrom('named', 'other', 'kind', 'province', 'both'),
      kind: fc.constantFrom(...KINDS),
      province: fc.constantFrom(...RULE_REGIONS),
      pct: fc.integer({ min: 50, max: 100 }),
    })
    .map((r): CustomerPriceRule => ({
      company_id: r.who === 'named' ? companyId : r.who === 'other' ? otherCompanyId : null,
      company_kind: r.who === 'kind' || r.who === 'both' ? r.kind : '',
      province: r.who === 'province' || r.who === 'both' ? r.province : '',
      price: Math.floor((g.base * r.pct) / 100),
    }));
