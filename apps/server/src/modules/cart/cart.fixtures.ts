/** Test helpers for the cart suites: seeded goods picked by property, and request shorthands. */
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { body } from '../../../test/test-app';
import { ChangeLog, type WatchScope } from '../../lib/cache';
import type { CartWatch } from './cart.heard';
import type { CartState } from './cart.view';

export interface PickedGoods {
  id: number;
  name: string;
  base: number;
  min_qty: number;
  mid_pack: number;
  stock: number;
}

const NO_PROMO = sql`NOT EXISTS (SELECT 1 FROM manjian_goods mg WHERE mg.goods_id = g.id)
  AND NOT EXISTS (SELECT 1 FROM flash_sales f WHERE f.goods_id = g.id)
  AND NOT EXISTS (SELECT 1 FROM combination_items ci WHERE ci.goods_id = g.id)
  AND NOT EXISTS (SELECT 1 FROM special_prices sp WHERE g.id = ANY(sp.goods_ids))
  AND NOT EXISTS (SELECT 1 FROM gift_rules gr WHERE gr.goods_id = g.id)`;

/** Goods a verified pharmacy may buy, in stock, without promotions; `where` narrows further. */
export async function pickGoods(
  db: Db,
  count: number,
  where = sql`true`,
  offset = 0,
): Promise<PickedGoods[]> {
  return queryRows<PickedGoods>(
    db,
    sql`SELECT g.id, g.name, g.base_price_fen::int AS base, g.min_qty, g.mid_pack, g.stock FROM goods g
        WHERE g.is_buy AND g.stock >= 100 AND g.scope = 'chemical' AND NOT g.is_controlled AND NOT g.is_ephedrine
          AND ${NO_PROMO} AND ${where}
        ORDER BY g.id OFFSET ${offset} LIMIT ${count}`,
  );
}

export function cartClient(app: App) {
  const post = (url: string, cookie: string, payload: object | string) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        cookie,
        ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload,
    });
  const list = async (cookie: string, filters = 99999) =>
    body<CartState>(await app.inject({ url: `/api/cart/list?filters=${filters}&new=1`, headers: { cookie } }))
      .data;
  const lines = async (cookie: string) => (await list(cookie)).data.flatMap((g) => g.lines);
  const add = (cookie: string, goodsId: number, number: number, extra: Record<string, unknown> = {}) =>
    post('/api/cart', cookie, { params: [{ goods_id: goodsId, number, ...extra }] });
  return { post, list, lines, add };
}

/**
 * A listener stand-in for kept cart reads: always up, and a change is "heard" only when the test
 * moves a scope (`versions`) or calls `watch.stock.changed`.
 */
export function stubCartWatch() {
  const versions: Record<WatchScope, number> = { catalogue: 0, listing: 0, buyers: 0, promotions: 0 };
  const watch: CartWatch = {
    live: () => true,
    version: (s = 'listing') => versions[s],
    stock: new ChangeLog(),
  };
  return { versions, watch };
}
