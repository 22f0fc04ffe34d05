/**
 * 拼团 (/ptzq, /list/info-pt/{id}). A join is one transaction: the member row (one place per
 * buyer), one conditional update that takes a place (`joined < group_size AND held + n <= stock`,
 * and the status turns to success with the last place), the units taken from real lots, and the
 * payment from the balance with its money-log line. The last place turns every member into a paid
 * order (groupbuy.orders). Any refusal rolls all of it back. Prices and refusals come from the
 * shared engine (groupBuyQuote, groupJoinRefusal).
 */
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
import { notFound, refused } from '../../lib/errors';
import type { Viewer } from '../goods/goods.card';
import { debitBalance, logMoney } from './balance.repo';
import { goAhead, holdGroupStock, joinAddress } from './groupbuy.orders';
import {
  activeGroup,
  fillMember,
  groupById,
  groupMembers,
  insertMember,
  listedGroups,
  markGroupSettled,
  memberRow,
  takePlace,
  type GroupRow,
} from './groupbuy.repo';
import { settleDueGroupBuys } from './groupbuy.settle';
import { GROUP_RULES, MEMBER_STATUS_TEXT, mineOf } from './groupbuy.view';
import { cardRows, promoGoods, seconds, shownPrice } from './promo.goods';

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
  const rows = await listedGroups(db, now);
  return { timestamp: Math.floor(now.getTime() / 1000), list: await items(db, rows, viewer, now) };
}

export async function groupBuyDetail(
  db: Db,
  id: number,
  viewer: Viewer,
  now = new Date(),
): Promise<GroupBuyDetail> {
  await settleDueGroupBuys(db, now);
  const rows = await activeGroup(db, id);
  const [item] = await items(db, rows, viewer, now);
  if (!item) throw notFound('拼团活动不存在或已下架');
  const members = await groupMembers(db, id);
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
  const [current] = await activeGroup(db, id);
  if (!current) throw notFound('拼团活动不存在或已下架');
  const card = (await cardRows(db, [current.goods_id])).get(current.goods_id);
  const goods = card ? promoGoods(card, viewer) : null;
  if (!goods?.can_buy) throw refused(goods?.buy_block_reason ?? '该商品暂不可购买');
  const early = groupJoinRefusal(termsOf(current), units, now.getTime());
  if (early) throw refused(early);
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const address = await joinAddress(tx, userId);
    const memberId = await insertMember(tx, id, userId, units, now);
    if (memberId === undefined) throw refused('您已参加该拼团，请勿重复参团');
    // The one conditional update: a place and the units, or nothing. Re-checked after any wait
    // on the row lock, so a group filled or failed meanwhile refuses here.
    const taken = await takePlace(tx, id, units, at);
    if (!taken) {
      const now2 = await groupById(tx, id);
      throw refused((now2 && groupJoinRefusal(termsOf(now2), units, now.getTime())) ?? '拼团已结束');
    }
    // Goods row lock after the group's (settle and cancel take them in this order too).
    const lots = await holdGroupStock(tx, current.goods_id, goods.name, units);
    const { total } = groupBuyQuote(termsOf({ ...taken, base_price: current.base_price }), units);
    const balance = await debitBalance(tx, userId, total);
    if (balance === null) throw refused(`账户余额不足，参团需支付¥${fenToYuan(total)}，请先充值`);
    const row = await fillMember(tx, memberId, {
      priceFen: Number(taken.price),
      amountFen: total,
      lots,
      address,
    });
    await logMoney(tx, {
      userId,
      amountFen: -total,
      balanceAfterFen: balance,
      useType: 2,
      remark: `拼团支付 ${row?.order_no ?? ''} ${current.title}`,
    });
    if (!row) throw notFound('参团记录不存在');
    // The last place: every member's order goes ahead with the group, this one's included.
    let orderId: number | null = null;
    if (taken.status === 'success') {
      await goAhead(tx, id, now);
      await markGroupSettled(tx, id, at);
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
      balance: fenToYuan(balance),
    };
  });
}

export { MEMBER_STATUS_TEXT };
