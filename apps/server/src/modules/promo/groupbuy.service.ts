/**
 * 拼团 (/ptzq, /list/info-pt/{id}). A join is one transaction: the member row (one place per
 * buyer), one conditional update that takes a place (`joined < group_size AND held + n <= stock`,
 * and the status turns to success with the last place), the units taken from real lots, and the
 * payment from the balance with its money-log line. The last place turns every member into a paid
 * order (groupbuy.orders). Any refusal rolls all of it back. Prices and refusals come from the
 * shared engine (groupBuyQuote, groupJoinRefusal).
 */
import { sql } from 'drizzle-orm';
import {
  fenToYuan,
  groupBuyQuote,
  groupBuyState,
  groupJoinRefusal,
  groupPlacesLeft,
  type GroupBuyDetail,
  type GroupBuyItem,
  type GroupBuyJoinResult,
  type GroupBuyList,
  type GroupBuyTerms,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import { orderNoSql } from '../checkout/order-no';
import type { Viewer } from '../goods/goods.card';
import { goAhead, holdGroupStock, joinAddress } from './groupbuy.orders';
import { settleDueGroupBuys } from './groupbuy.settle';
import { GROUP_RULES, MEMBER_STATUS_TEXT, memberRow, mineOf, type MemberRow } from './groupbuy.view';
import { cardRows, promoGoods, seconds, shownPrice } from './promo.goods';

interface GroupRow {
  id: number;
  goods_id: number;
  title: string;
  price: number;
  base_price: number;
  group_size: number;
  joined: number;
  stock: number;
  held: number;
  per_buyer: number;
  status: GroupBuyTerms['status'];
  starts_at: string | null;
  ends_at: string;
}

const GROUP_SELECT = sql`SELECT b.id, b.goods_id, b.title, b.price_fen::bigint AS price, g.base_price_fen::bigint AS base_price,
    b.group_size, b.joined, b.stock, b.held, b.per_buyer, b.status, b.starts_at, b.ends_at
  FROM group_buys b JOIN goods g ON g.id = b.goods_id`;

export const termsOf = (r: GroupRow): GroupBuyTerms => ({
  price: Number(r.price),
  base_price: Number(r.base_price),
  group_size: r.group_size,
  joined: r.joined,
  stock: r.stock,
  held: r.held,
  per_buyer: r.per_buyer,
  starts_at: r.starts_at === null ? null : new Date(r.starts_at).getTime(),
  ends_at: new Date(r.ends_at).getTime(),
  status: r.status,
});

async function items(db: Db, rows: GroupRow[], viewer: Viewer, now: Date): Promise<GroupBuyItem[]> {
  const cards = await cardRows(
    db,
    rows.map((r) => r.goods_id),
  );
  return rows.flatMap((r) => {
    const card = cards.get(r.goods_id);
    if (!card) return [];
    const t = termsOf(r);
    return [
      {
        id: r.id,
        title: r.title,
        goods: promoGoods(card, viewer),
        price: shownPrice(viewer, t.price),
        group_size: r.group_size,
        joined: r.joined,
        places_left: groupPlacesLeft(t),
        stock: r.stock,
        held: r.held,
        per_buyer: r.per_buyer,
        state: groupBuyState(t, now.getTime()),
        starts_at: seconds(r.starts_at),
        ends_at: seconds(r.ends_at) ?? 0,
      },
    ];
  });
}

/** GET /group_buy: open groups first (soonest deadline first), then recently closed ones. */
export async function groupBuyList(db: Db, viewer: Viewer, now = new Date()): Promise<GroupBuyList> {
  await settleDueGroupBuys(db, now);
  const rows = await queryRows<GroupRow>(
    db,
    sql`${GROUP_SELECT} WHERE b.is_active AND (b.status = 'open' OR b.ends_at > ${now.toISOString()}::timestamptz - interval '7 days')
        ORDER BY (b.status = 'open') DESC, b.sort DESC, b.ends_at, b.id LIMIT 60`,
  );
  return { timestamp: Math.floor(now.getTime() / 1000), list: await items(db, rows, viewer, now) };
}

export async function groupBuyDetail(
  db: Db,
  id: number,
  viewer: Viewer,
  now = new Date(),
): Promise<GroupBuyDetail> {
  await settleDueGroupBuys(db, now);
  const rows = await queryRows<GroupRow>(db, sql`${GROUP_SELECT} WHERE b.id = ${id} AND b.is_active`);
  const [item] = await items(db, rows, viewer, now);
  if (!item) throw notFound('拼团活动不存在或已下架');
  const members = await queryRows<{ name: string; number: number; created_at: string }>(
    db,
    sql`SELECT u.name, m.number, m.created_at FROM group_buy_members m JOIN users u ON u.id = m.user_id
        WHERE m.group_buy_id = ${id} ORDER BY m.id LIMIT 100`,
  );
  const mine = viewer.userId === null ? undefined : await memberRow(db, id, viewer.userId);
  return {
    ...item,
    timestamp: Math.floor(now.getTime() / 1000),
    rules: GROUP_RULES,
    // Other buyers are shown masked (张**), as shops do: who joined, never who they are.
    members: members.map((m) => ({
      name: `${m.name.slice(0, 1)}**`,
      number: m.number,
      joined_at: new Date(m.created_at).toISOString(),
    })),
    mine: mine ? mineOf(mine) : null,
  };
}

/** POST /group_buy/:id/join: takes a place, holds the units and pays from the balance. */
export async function joinGroupBuy(
  db: Db,
  viewer: Viewer & { userId: number },
  id: number,
  units: number,
  now = new Date(),
): Promise<GroupBuyJoinResult> {
  const userId = viewer.userId;
  const [current] = await queryRows<GroupRow>(db, sql`${GROUP_SELECT} WHERE b.id = ${id} AND b.is_active`);
  if (!current) throw notFound('拼团活动不存在或已下架');
  const card = (await cardRows(db, [current.goods_id])).get(current.goods_id);
  const goods = card ? promoGoods(card, viewer) : null;
  if (!goods?.can_buy) throw refused(goods?.buy_block_reason ?? '该商品暂不可购买');
  const early = groupJoinRefusal(termsOf(current), units, now.getTime());
  if (early) throw refused(early);
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const address = await joinAddress(tx, userId);
    const member = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO group_buy_members (group_buy_id, user_id, order_no, number, price_fen, amount_fen, created_at)
          VALUES (${id}, ${userId}, ${orderNoSql(now)}, ${units}, 0, 0, ${at})
          ON CONFLICT (group_buy_id, user_id) DO NOTHING RETURNING id`,
    );
    if (member.length === 0) throw refused('您已参加该拼团，请勿重复参团');
    // The one conditional update: a place and the units, or nothing. Re-checked after any wait
    // on the row lock, so a group filled or failed meanwhile refuses here.
    const [taken] = await queryRows<GroupRow>(
      tx,
      sql`UPDATE group_buys b SET joined = joined + 1, held = held + ${units},
            status = CASE WHEN joined + 1 = group_size THEN 'success' ELSE status END
          WHERE id = ${id} AND is_active AND status = 'open' AND ends_at > ${at}
            AND (starts_at IS NULL OR starts_at <= ${at}) AND joined < group_size
            AND held + ${units} <= stock AND per_buyer >= ${units}
          RETURNING b.id, b.goods_id, b.title, b.price_fen::bigint AS price, 0 AS base_price, b.group_size,
            b.joined, b.stock, b.held, b.per_buyer, b.status, b.starts_at, b.ends_at`,
    );
    if (!taken) {
      const [now2] = await queryRows<GroupRow>(tx, sql`${GROUP_SELECT} WHERE b.id = ${id}`);
      throw refused((now2 && groupJoinRefusal(termsOf(now2), units, now.getTime())) ?? '拼团已结束');
    }
    // Goods row lock after the group's (settle and cancel take them in this order too).
    const lots = await holdGroupStock(tx, current.goods_id, goods.name, units);
    const { total } = groupBuyQuote(termsOf({ ...taken, base_price: current.base_price }), units);
    const [paid] = await queryRows<{ balance: string | number }>(
      tx,
      sql`UPDATE users SET balance_fen = balance_fen - ${total} WHERE id = ${userId} AND balance_fen >= ${total}
          RETURNING balance_fen AS balance`,
    );
    if (!paid) throw refused(`账户余额不足，参团需支付¥${fenToYuan(total)}，请先充值`);
    const [row] = await queryRows<MemberRow>(
      tx,
      sql`UPDATE group_buy_members SET price_fen = ${Number(taken.price)}, amount_fen = ${total},
            lots = ${JSON.stringify(lots)}::jsonb, address = ${JSON.stringify(address)}::jsonb
          WHERE id = ${member[0]?.id ?? 0} RETURNING order_no, number, amount_fen::bigint AS amount, status, order_id`,
    );
    await tx.execute(
      sql`INSERT INTO user_money_log (user_id, amount_fen, balance_after_fen, use_type, remark)
          VALUES (${userId}, ${-total}, ${Number(paid.balance)}, 2, ${`拼团支付 ${row?.order_no ?? ''} ${current.title}`})`,
    );
    if (!row) throw notFound('参团记录不存在');
    // The last place: every member's order goes ahead with the group, this one's included.
    let orderId: number | null = null;
    if (taken.status === 'success') {
      await goAhead(tx, id, now);
      await tx.execute(sql`UPDATE group_buys SET settled_at = ${at} WHERE id = ${id}`);
      orderId = (await memberRow(tx, id, userId))?.order_id ?? null;
    }
    return {
      mine: mineOf({
        ...row,
        status: taken.status === 'success' ? 'success' : row.status,
        order_id: orderId,
      }),
      joined: taken.joined,
      group_size: taken.group_size,
      state: groupBuyState(termsOf({ ...taken, base_price: current.base_price }), now.getTime()),
      balance: fenToYuan(Number(paid.balance)),
    };
  });
}

export { MEMBER_STATUS_TEXT };
