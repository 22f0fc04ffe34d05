import { sql } from 'drizzle-orm';
import type { FlashInputSchema } from '@shop/shared';
import type { z } from 'zod';
import { lineSum, listOf, orderCount, saveRow, windowOf, y, type KindDef } from './common.repo';

/** Lines bought at this flash price (line_type 1 names the flash sale). */
const itsLines = sql`l.line_type = 1 AND l.promotion_id = f.id`;

/** 秒杀: orders with flash lines, and (base price − flash price) × flash units. */
export const flash: KindDef<z.output<typeof FlashInputSchema>> = {
  table: 'flash_sales',
  label: '秒杀',
  list: listOf({
    from: sql`flash_sales f JOIN goods g ON g.id = f.goods_id`,
    order: sql`f.id`,
    name: sql`g.name`,
    window: 'f',
    orders: orderCount(itsLines),
    given: lineSum(sql`l.flash_units * greatest(g.base_price_fen - f.price_fen, 0)`, itsLines),
    input: sql`json_build_object('goods_id', f.goods_id, 'price', f.price_fen, 'limit_per_buyer', f.limit_per_buyer)`,
  }),
  write: (tx, id, f) =>
    saveRow(tx, 'flash_sales', id, {
      goods_id: f.goods_id,
      price_fen: f.price,
      limit_per_buyer: f.limit_per_buyer,
      ...windowOf(f),
    }),
  summary: (r) => {
    const i = r.input as { price: number; limit_per_buyer: number };
    return `秒杀价 ${y(i.price)}${i.limit_per_buyer ? `，每人限购${i.limit_per_buyer}` : ''}`;
  },
};
