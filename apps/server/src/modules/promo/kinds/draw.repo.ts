import { sql } from 'drizzle-orm';
import { DRAW_PRIZE_KINDS, type DrawInputSchema } from '@shop/shared';
import type { z } from 'zod';
import { listOf, saveRow, windowOf, type KindDef } from './common.repo';
import { savePrizes } from './draw-prizes.repo';

/** Orders paid with a coupon won in this draw. */
const itsOrders = sql`FROM orders o JOIN draw_records r ON r.user_coupon_id = o.user_coupon_id
  WHERE r.draw_id = d.id AND o.status <> 'cancelled'`;

/** 幸运抽奖: claims are the draws made, orders those paid with a prize coupon, given their discount. */
export const draw: KindDef<z.output<typeof DrawInputSchema>> = {
  table: 'draws',
  label: '幸运抽奖',
  list: listOf({
    from: sql`draws d`,
    order: sql`d.id`,
    name: sql`d.title`,
    window: 'd',
    claims: sql`(SELECT count(*)::int FROM draw_records r WHERE r.draw_id = d.id)`,
    orders: sql`(SELECT count(*)::int ${itsOrders})`,
    given: sql`coalesce((SELECT sum(o.coupon_fen)::bigint ${itsOrders}), 0)`,
    input: sql`json_build_object('title', d.title, 'rules', d.rules, 'max_per_buyer', d.max_per_buyer,
        'prizes', coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'remarks', p.remarks,
            'kind', p.kind, 'coupon_id', p.coupon_id, 'points', p.points, 'weight', p.weight, 'stock', p.stock,
            'issued', p.issued) ORDER BY p.sort, p.id) FROM draw_prizes p WHERE p.draw_id = d.id), '[]'))`,
  }),
  async write(tx, id, d) {
    const saved = await saveRow(tx, 'draws', id, {
      title: d.title,
      rules: d.rules,
      max_per_buyer: d.max_per_buyer,
      ...windowOf(d),
    });
    await savePrizes(tx, saved, d.prizes);
    return saved;
  },
  summary: (r) => {
    const i = r.input as {
      max_per_buyer: number;
      prizes: {
        name: string;
        kind: keyof typeof DRAW_PRIZE_KINDS;
        weight: number;
        stock: number;
        issued: number;
      }[];
    };
    const total = i.prizes.reduce((s, p) => s + p.weight, 0) || 1;
    const list = i.prizes.map(
      (p) =>
        `${p.name} ${((p.weight * 100) / total).toFixed(1)}%${p.kind === 'none' ? '' : `（${p.issued}/${p.stock}）`}`,
    );
    return `每人${i.max_per_buyer}次；${list.join('、')}`;
  },
};
