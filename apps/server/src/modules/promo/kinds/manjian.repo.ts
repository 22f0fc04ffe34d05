import { sql } from 'drizzle-orm';
import type { ManjianInputSchema } from '@shop/shared';
import type { z } from 'zod';
import {
  ids,
  inWindow,
  lineSum,
  listOf,
  orderCount,
  replaceChildren,
  saveRow,
  windowOf,
  y,
  type KindDef,
} from './common.repo';

/** The order lines an activity covered: its goods (or all), ordered while it ran. */
const covered = sql`(a.all_goods OR l.goods_id IN (SELECT goods_id FROM manjian_goods g WHERE g.activity_id = a.id))
  AND ${inWindow('a')}`;

/** 满减: orders that got a reduction while it ran, and the reductions (manjian_share_fen). */
export const manjian: KindDef<z.output<typeof ManjianInputSchema>> = {
  table: 'manjian_activities',
  label: '满减',
  list: listOf({
    from: sql`manjian_activities a`,
    order: sql`a.id`,
    name: sql`a.name`,
    window: 'a',
    orders: orderCount(sql`l.manjian_share_fen > 0 AND ${covered}`),
    given: lineSum(sql`l.manjian_share_fen`, covered),
    input: sql`json_build_object('name', a.name, 'all_goods', a.all_goods,
        'goods_ids', coalesce((SELECT json_agg(goods_id ORDER BY goods_id) FROM manjian_goods g WHERE g.activity_id = a.id), '[]'),
        'tiers', coalesce((SELECT json_agg(json_build_object('amount', t.amount_fen, 'reduce', t.reduce_fen) ORDER BY t.amount_fen)
                  FROM manjian_tiers t WHERE t.activity_id = a.id), '[]'))`,
  }),
  async write(tx, id, m) {
    const aid = await saveRow(tx, 'manjian_activities', id, {
      name: m.name,
      all_goods: m.all_goods,
      ...windowOf(m),
    });
    const parent = { col: 'activity_id', id: aid };
    await replaceChildren(
      tx,
      'manjian_tiers',
      parent,
      m.tiers.map((t) => ({ amount_fen: t.amount, reduce_fen: t.reduce })),
    );
    await replaceChildren(tx, 'manjian_goods', parent, []);
    if (!m.all_goods && m.goods_ids.length)
      await tx.execute(
        sql`INSERT INTO manjian_goods (activity_id, goods_id) SELECT ${aid}, id FROM goods WHERE id IN (${ids(m.goods_ids)})`,
      );
    return aid;
  },
  summary: (r) =>
    ((r.input as { tiers: { amount: number; reduce: number }[] }).tiers ?? [])
      .map((t) => `满${y(t.amount)}减${y(t.reduce)}`)
      .join('、'),
};
