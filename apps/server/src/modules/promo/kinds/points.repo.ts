import { sql } from 'drizzle-orm';
import type { PointsGoodsInputSchema } from '@shop/shared';
import type { z } from 'zod';
import { queryRows } from '../../../db/query';
import { listOf, saveRow, windowOf, y, type KindDef } from './common.repo';

const itsOrders = sql`FROM points_orders o WHERE o.points_goods_id = pg.id AND o.status <> 'cancelled'`;

/** 积分商城: claims are units exchanged, orders the exchanges, given the goods' value less cash paid. */
export const points: KindDef<z.output<typeof PointsGoodsInputSchema>> = {
  table: 'points_goods',
  label: '积分商城',
  list: listOf({
    from: sql`points_goods pg JOIN goods g ON g.id = pg.goods_id`,
    order: sql`pg.id`,
    name: sql`g.name`,
    window: 'pg',
    claims: sql`(SELECT coalesce(sum(o.number), 0)::int ${itsOrders})`,
    orders: sql`(SELECT count(*)::int ${itsOrders})`,
    given: sql`(SELECT coalesce(sum(greatest(o.number * g.base_price_fen - o.cash_fen, 0)), 0)::bigint ${itsOrders})`,
    input: sql`json_build_object('goods_id', pg.goods_id, 'points', pg.points, 'cash', pg.cash_fen, 'stock', pg.stock,
        'per_buyer', pg.per_buyer, 'sort', pg.sort, 'goods', g.name)`,
  }),
  write: (tx, id, p) =>
    saveRow(tx, 'points_goods', id, {
      goods_id: p.goods_id,
      points: p.points,
      cash_fen: p.cash,
      stock: p.stock,
      per_buyer: p.per_buyer,
      sort: p.sort,
      ...windowOf(p),
    }),
  summary: (r) => {
    const i = r.input as { points: number; cash: number; stock: number; per_buyer: number };
    return `${i.points}积分${i.cash > 0 ? `+${y(i.cash)}元` : ''}，剩余${i.stock}件${i.per_buyer ? `，每人限兑${i.per_buyer}` : ''}`;
  },
  // Exchange orders (cancelled ones too) keep their goods row: take it offline instead.
  async blocker(tx, id) {
    const [o] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM points_orders WHERE points_goods_id = ${id}`,
    );
    return o && o.n > 0 ? '该积分商品已有兑换订单，不能删除，请改为下线' : null;
  },
};
