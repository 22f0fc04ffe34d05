import { sql } from 'drizzle-orm';
import type { CombinationInputSchema } from '@shop/shared';
import type { z } from 'zod';
import {
  lineSum,
  listOf,
  orderCount,
  replaceChildren,
  saveRow,
  windowOf,
  y,
  type KindDef,
} from './common.repo';

/** Lines bought as this combination (line_type 3 names it). */
const itsLines = sql`l.line_type = 3 AND l.promotion_id = c.id`;

/** 组合购: orders with its lines, and (base price − combination price) × number. */
export const combination: KindDef<z.output<typeof CombinationInputSchema>> = {
  table: 'combinations',
  label: '组合购',
  list: listOf({
    from: sql`combinations c`,
    order: sql`c.id`,
    name: sql`c.name`,
    window: 'c',
    orders: orderCount(itsLines),
    given: lineSum(
      sql`l.number * greatest(g.base_price_fen - i.price_fen, 0)`,
      itsLines,
      sql`JOIN combination_items i ON i.combination_id = c.id AND i.goods_id = l.goods_id JOIN goods g ON g.id = l.goods_id`,
    ),
    input: sql`json_build_object('name', c.name, 'image', c.image,
        'items', coalesce((SELECT json_agg(json_build_object('goods_id', i.goods_id, 'number', i.number, 'price', i.price_fen) ORDER BY i.sort)
                  FROM combination_items i WHERE i.combination_id = c.id), '[]'))`,
  }),
  async write(tx, id, c) {
    const cid = await saveRow(tx, 'combinations', id, { name: c.name, image: c.image, ...windowOf(c) });
    await replaceChildren(
      tx,
      'combination_items',
      { col: 'combination_id', id: cid },
      c.items.map((i, sort) => ({ goods_id: i.goods_id, number: i.number, price_fen: i.price, sort })),
    );
    return cid;
  },
  summary: (r) => {
    const items = (r.input as { items: { number: number; price: number }[] }).items ?? [];
    return `${items.length}个商品，组合价 ${y(items.reduce((s, i) => s + i.number * i.price, 0))}`;
  },
};
