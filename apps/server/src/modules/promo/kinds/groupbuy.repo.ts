import { sql } from 'drizzle-orm';
import type { GroupBuyInputSchema } from '@shop/shared';
import type { z } from 'zod';
import { listOf, saveRow, windowOf, y, type KindDef } from './common.repo';

const STATUS = { open: '拼团中', success: '已成团', failed: '未成团' } as const;

/** 拼团: claims are places taken, orders those that went ahead, given (base − group price) × units. */
export const groupbuy: KindDef<z.output<typeof GroupBuyInputSchema>> = {
  table: 'group_buys',
  label: '拼团',
  list: listOf({
    from: sql`group_buys b JOIN goods g ON g.id = b.goods_id`,
    order: sql`b.id`,
    name: sql`b.title`,
    window: 'b',
    claims: sql`(SELECT count(*)::int FROM group_buy_members m WHERE m.group_buy_id = b.id)`,
    orders: sql`(SELECT count(*)::int FROM group_buy_members m WHERE m.group_buy_id = b.id AND m.status = 'success')`,
    given: sql`coalesce((SELECT sum(m.number * greatest(g.base_price_fen - m.price_fen, 0))::bigint
        FROM group_buy_members m WHERE m.group_buy_id = b.id AND m.status = 'success'), 0)`,
    input: sql`json_build_object('goods_id', b.goods_id, 'title', b.title, 'price', b.price_fen, 'group_size', b.group_size,
        'stock', b.stock, 'per_buyer', b.per_buyer, 'sort', b.sort, 'joined', b.joined, 'status', b.status, 'goods', g.name)`,
  }),
  write: (tx, id, b) =>
    saveRow(
      tx,
      'group_buys',
      id,
      {
        goods_id: b.goods_id,
        title: b.title,
        price_fen: b.price,
        group_size: b.group_size,
        stock: b.stock,
        per_buyer: b.per_buyer,
        sort: b.sort,
        ...windowOf(b),
      },
      // Members paid the price for a group of this size: once anyone joined, only the rest may change.
      {
        where: sql`status = 'open' AND held <= ${b.stock}
          AND (joined = 0 OR (price_fen = ${b.price} AND group_size = ${b.group_size} AND goods_id = ${b.goods_id}))`,
        msg: '拼团已结束，或已有人参团（商品、拼团价、成团人数不能再改，库存不能少于已参团数量）',
      },
    ),
  summary: (r) => {
    const i = r.input as {
      goods: string;
      price: number;
      group_size: number;
      joined: number;
      status: keyof typeof STATUS;
    };
    return `${i.goods}：${i.group_size}人团 ¥${y(i.price)}，已参团${i.joined}/${i.group_size}，${STATUS[i.status]}`;
  },
};
