import { sql } from 'drizzle-orm';
import type { SpecialInputSchema } from '@shop/shared';
import type { z } from 'zod';
import { inWindow, intArray, listOf, orderCount, saveRow, windowOf, y, type KindDef } from './common.repo';

/** 每日特价 / 福利价: orders of its goods (or any) at the ordinary line type while it ran. */
export const special: KindDef<z.output<typeof SpecialInputSchema>> = {
  table: 'special_prices',
  label: '特价',
  list: listOf({
    from: sql`special_prices s`,
    order: sql`s.id`,
    name: sql`coalesce(nullif(s.name, ''), CASE s.kind WHEN 'welfare' THEN '福利价' ELSE '每日特价' END)`,
    window: 's',
    orders: orderCount(
      sql`(s.goods_ids IS NULL OR l.goods_id = ANY(s.goods_ids)) AND ${inWindow('s')} AND l.line_type = 0`,
    ),
    input: sql`json_build_object('kind', s.kind, 'name', s.name, 'goods_ids', coalesce(to_json(s.goods_ids), '[]'),
        'mode', CASE WHEN s.rate_permille IS NULL THEN 'fixed' ELSE 'rate' END,
        'rate_permille', s.rate_permille, 'price', s.price_fen)`,
  }),
  write: (tx, id, s) =>
    saveRow(tx, 'special_prices', id, {
      kind: s.kind,
      name: s.name,
      goods_ids: intArray(s.goods_ids),
      rate_permille: s.mode === 'rate' ? (s.rate_permille ?? null) : null,
      price_fen: s.mode === 'fixed' ? (s.price ?? null) : null,
      ...windowOf(s),
    }),
  summary: (r) => {
    const i = r.input as {
      mode: string;
      rate_permille: number | null;
      price: number | null;
      goods_ids: number[];
    };
    const scope = i.goods_ids.length ? `${i.goods_ids.length}个商品` : '全场';
    return i.mode === 'rate' ? `${scope} ${Number(i.rate_permille) / 100}折` : `${scope} 特价${y(i.price)}`;
  },
};
