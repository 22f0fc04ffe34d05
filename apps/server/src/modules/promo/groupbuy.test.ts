import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupBuyDetail, GroupBuyJoinResult, GroupBuyList } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickAndCheck } from '../../../test/warehouse';
import { operatorCookie } from '../../../test/admin';
import { settleDueGroupBuys } from './groupbuy.settle';

describe(describeName('拼团: join at the group price, fill or refund at the deadline'), () => {
  let t: TestApp;
  let pharmacy: string;
  let chain: string;
  beforeAll(async () => {
    t = await createTestApp();
    pharmacy = await signIn(t.app, 'pharmacy');
    chain = await signIn(t.app, 'chain');
  });
  afterAll(() => t.close());
  const db = () => t.deps.database.db;
  const list = async (cookie = pharmacy) =>
    body<GroupBuyList>(await t.app.inject({ url: '/api/group_buy', headers: { cookie } })).data;
  const detail = async (id: number, cookie = pharmacy) =>
    body<GroupBuyDetail>(await t.app.inject({ url: `/api/group_buy/${id}`, headers: { cookie } }));
  const join = async (id: number, number: unknown, cookie = pharmacy) =>
    body<GroupBuyJoinResult | null>(
      await t.app.inject({
        method: 'POST',
        url: `/api/group_buy/${id}/join`,
        headers: { cookie },
        payload: { number },
      }),
    );
  const stockOf = async (goodsId: number) =>
    (
      await queryRows<{ goods: number; lots: number }>(
        db(),
        sql`SELECT g.stock AS goods, (SELECT coalesce(sum(stock), 0)::int FROM goods_lots WHERE goods_id = g.id) AS lots
              FROM goods g WHERE g.id = ${goodsId}`,
      )
    )[0]!;
  const balanceOf = async (username: string) =>
    Number(
      (
        await queryRows<{ b: string }>(
          db(),
          sql`SELECT balance_fen::bigint AS b FROM users WHERE username = ${username}`,
        )
      )[0]?.b,
    );

  it('lists the seeded groups with places left, the server clock and the group price', async () => {
    const data = await list();
    const open = data.list.filter((g) => g.state === 'open');
    expect(open.length).toBeGreaterThanOrEqual(3);
    for (const g of open) {
      expect(g.places_left).toBe(g.group_size - g.joined);
      expect(Number(g.price)).toBeLessThan(Number(g.goods.base_price));
      expect(g.ends_at).toBeGreaterThan(data.timestamp);
    }
    expect(data.list.some((g) => g.state === 'success')).toBe(true);
  });

  it('the last place fills the group: every member goes ahead and the joiner pays from the balance', async () => {
    const g = (await list()).list.find((x) => x.state === 'open' && x.places_left === 1)!;
    const before = await balanceOf('kangjian');
    const stockBefore = await stockOf(g.goods.id);
    const res = await join(g.id, 2);
    expect(res.msg).toBe('参团成功，已成团');
    expect(res.data?.state).toBe('success');
    expect(res.data?.mine.amount).toBe((Number(g.price) * 2).toFixed(2));
    expect(await balanceOf('kangjian')).toBe(before - Math.round(Number(g.price) * 200));
    const d = (await detail(g.id)).data;
    expect(d.joined).toBe(d.group_size);
    expect(d.held).toBe(g.held + 2);
    expect(d.mine?.status_text).toBe('已成团，等待发货');
    const statuses = await queryRows<{ status: string }>(
      db(),
      sql`SELECT DISTINCT status FROM group_buy_members WHERE group_buy_id = ${g.id}`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['success']);
    // A full group takes no one else.
    expect((await join(g.id, 1, chain)).msg).toBe('该团已成团，名额已满');
    // The join took the units from the lots; the filled group's places are now paid orders.
    expect(await stockOf(g.goods.id)).toEqual({ goods: stockBefore.goods - 2, lots: stockBefore.lots - 2 });
    const orders = await queryRows<{
      user_id: number;
      status: string;
      order_no: string;
      units: number;
      lots: number;
    }>(
      db(),
      sql`SELECT o.user_id, o.status, o.order_no, l.number AS units,
            (SELECT coalesce(sum(x.number), 0)::int FROM order_line_lots x WHERE x.order_line_id = l.id) AS lots
          FROM group_buy_members m JOIN orders o ON o.id = m.order_id JOIN order_lines l ON l.order_id = o.id
          WHERE m.group_buy_id = ${g.id} ORDER BY m.id`,
    );
    expect(orders).toHaveLength(g.group_size);
    expect(orders.every((o) => o.status === 'paid' && o.lots === o.units)).toBe(true);
    // The buyer sees it among the orders, and the warehouse ships it like any other.
    const mine = d.mine!;
    expect(mine.order_id).toBeGreaterThan(0);
    const listed = body<{ list: Array<{ id: number; order_no: string; status: string }> }>(
      await t.app.inject({ url: '/api/order', headers: { cookie: pharmacy } }),
    ).data.list;
    expect(listed.find((o) => o.id === mine.order_id)?.order_no).toBe(mine.order_no);
    await pickAndCheck(t, mine.order_id!);
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${mine.order_id}/ship`,
      headers: { cookie: await operatorCookie(t, 'warehouse') },
      payload: { company: '顺丰速运', tracking_no: 'SF2026112301' },
    });
    expect(body(shipped)).toMatchObject({ code: 10000, data: { status: 'shipped' } });
  });

  it('refuses a second join, over the per-buyer limit, bad input and visitors; nothing moves', async () => {
    const g = (await list()).list.find((x) => x.state === 'open' && x.places_left > 1)!;
    const before = await balanceOf('yixin');
    const first = await join(g.id, 1, chain);
    expect(first.msg).toBe('参团成功');
    expect(first.data?.mine.status_text).toBe('已参团，等待成团');
    expect((await join(g.id, 1, chain)).msg).toBe('您已参加该拼团，请勿重复参团');
    expect(await balanceOf('yixin')).toBe(before - Math.round(Number(g.price) * 100));
    const other = (await list()).list.find((x) => x.state === 'open' && x.id !== g.id)!;
    expect((await join(other.id, other.per_buyer + 1)).msg).toBe(`每人限购${other.per_buyer}件`);
    const bad = await join(other.id, 'abc');
    expect(bad.code).toBe(422);
    expect(bad.msg).toBe('参团数量须为1-999');
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/group_buy/${other.id}/join`,
      payload: { number: 1 },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await detail(999999)).msg).toBe('拼团活动不存在或已下架');
    const after = (await detail(other.id)).data;
    expect(after.joined).toBe(other.joined);
    expect(after.mine).toBeNull();
  });

  it('at the deadline an unfilled group fails and every paid member is refunded to the balance', async () => {
    const g = (await list()).list.find((x) => x.state === 'open' && x.places_left > 1)!;
    const stockBefore = await stockOf(g.goods.id);
    await join(g.id, 1);
    expect((await stockOf(g.goods.id)).goods).toBe(stockBefore.goods - 1);
    const before = await balanceOf('kangjian');
    const paid = Math.round(Number(g.price) * 100);
    const later = new Date(g.ends_at * 1000 + 1000);
    expect(await settleDueGroupBuys(db(), later)).toBeGreaterThanOrEqual(1);
    expect(await settleDueGroupBuys(db(), later)).toBe(0);
    expect(await balanceOf('kangjian')).toBe(before + paid);
    const members = await queryRows<{ status: string }>(
      db(),
      sql`SELECT status FROM group_buy_members WHERE group_buy_id = ${g.id}`,
    );
    expect(members.every((m) => m.status === 'refunded')).toBe(true);
    const log = body<{ list: Array<{ amount: string; remark: string }> }>(
      await t.app.inject({ url: '/api/user/user_money_log?use_type=3', headers: { cookie: pharmacy } }),
    ).data;
    expect(log.list[0]?.amount).toBe((paid / 100).toFixed(2));
    expect(log.list[0]?.remark).toContain('拼团未成团退款');
    // Every member's held units (the seeded ones' too) are back in the lots and sellable.
    const heldByOthers = g.held;
    expect(await stockOf(g.goods.id)).toEqual({
      goods: stockBefore.goods + heldByOthers,
      lots: stockBefore.lots + heldByOthers,
    });
    const d = (await detail(g.id)).data;
    expect(d.state).toBe('failed');
    expect(d.held).toBe(0);
    expect(d.mine?.status_text).toBe('未成团，已退款至余额');
  });
});
