import { sql } from 'drizzle-orm';
import type { GiftInputSchema } from '@shop/shared';
import type { z } from 'zod';
import { inWindow, listOf, orderCount, saveRow, windowOf, type KindDef } from './common.repo';

/** 满赠: orders that bought enough of its goods while it ran. */
export const gift: KindDef<z.output<typeof GiftInputSchema>> = {
  table: 'gift_rules',
  label: '满赠',
  list: listOf({
    from: sql`gift_rules r JOIN goods g ON g.id = r.goods_id`,
    order: sql`r.id`,
    name: sql`g.name`,
    window: 'r',
    orders: orderCount(sql`l.goods_id = r.goods_id AND l.number >= r.every AND ${inWindow('r')}`),
    input: sql`json_build_object('goods_id', r.goods_id, 'gift_goods_id', r.gift_goods_id, 'every', r.every, 'give', r.give,
        'repeat', r.repeat, 'max_total', r.max_total)`,
  }),
  write: (tx, id, r) =>
    saveRow(tx, 'gift_rules', id, {
      goods_id: r.goods_id,
      gift_goods_id: r.gift_goods_id ?? null,
      every: r.every,
      give: r.give,
      repeat: r.repeat,
      max_total: r.max_total ?? null,
      ...windowOf(r),
    }),
  summary: (r) => {
    const i = r.input as { every: number; give: number; gift_goods_id: number | null; repeat: boolean };
    return `每满${i.every}件赠${i.give}件${i.gift_goods_id ? '（赠他品）' : '（赠本品）'}${i.repeat ? '' : '，限一次'}`;
  },
};
