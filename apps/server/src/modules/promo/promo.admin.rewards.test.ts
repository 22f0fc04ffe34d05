import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackFor, type CashbackOverview, type GroupBuyList, type PointsMall } from '@shop/shared';
import { queryRows } from '../../db/query';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';

interface Row {
  id: number;
  claims: number;
  orders: number;
  given: string;
  state: string;
  summary: string;
  input: Record<string, unknown>;
}

describe(
  describeName('admin: cashback, points mall, lucky draw and group buy, as the storefront runs them'),
  () => {
    let t: TestApp;
    let admin: AdminClient;
    let buyer: string;
    let g: PickedGoods[];
    beforeAll(async () => {
      t = await createTestApp();
      admin = await adminClient(t);
      buyer = await signIn(t.app, 'pharmacy');
      g = await pickGoods(t.deps.database.db, 2, sql`g.base_price_fen BETWEEN 2000 AND 5000`);
    });
    afterAll(() => t.close());
    const create = async (kind: string, payload: Record<string, unknown>) => {
      const res = await admin.post(`/api/admin/promotions/${kind}`, payload);
      expect(body(res).code, body(res).msg).toBe(10000);
      return body<{ id: number }>(res).data.id;
    };
    const row = async (kind: string, id: number) =>
      body<Row[]>(await admin.get(`/api/admin/promotions/${kind}`)).data.find((r) => r.id === id)!;
    const shop = async <T>(url: string, init: { method?: 'POST'; payload?: object; xhr?: boolean } = {}) =>
      body<T>(
        await t.app.inject({
          method: init.method ?? 'GET',
          url,
          headers: { cookie: buyer, ...(init.xhr ? { 'x-requested-with': 'XMLHttpRequest' } : {}) },
          ...(init.payload ? { payload: init.payload } : {}),
        }),
      );
    const balance = async () =>
      Number(
        (
          await queryRows<{ b: string }>(
            t.deps.database.db,
            sql`SELECT balance_fen::bigint AS b FROM users WHERE username = 'kangjian'`,
          )
        )[0]!.b,
      );

    it('满额返现: a new tier is on /hb and the engine pays its rate on a month reaching it', async () => {
      const bad = await admin.post('/api/admin/promotions/cashback', {
        threshold: '80000',
        rate_permille: 1001,
      });
      expect(body(bad).msg).toBe('返现比例（‰）不能大于1000');
      const id = await create('cashback', { threshold: '80000', rate_permille: 60 });
      const hb = (await shop<CashbackOverview>('/api/cashback')).data;
      expect(hb.tiers).toContainEqual(expect.objectContaining({ amount: '80000.00', rate_text: '6%' }));
      // The engine, given the tiers as /hb lists them, pays 6% on a month of ¥90,000.
      const asEngine = hb.tiers.map((x) => ({
        amount: Math.round(Number(x.amount) * 100),
        rate_permille: Number(x.rate_text.replace('%', '')) * 10,
      }));
      expect(cashbackFor(9_000_000, asEngine).cashback).toBe(540_000);
      expect((await row('cashback', id)).summary).toBe('当月确认收货满80000.00元，返现6%到余额');
      await admin.post(`/api/admin/promotions/cashback/${id}/switch`, { is_active: false });
      const off = (await shop<CashbackOverview>('/api/cashback')).data;
      expect(off.tiers.some((x) => x.amount === '80000.00')).toBe(false);
    });

    it('积分商城: goods for points plus cash are exchanged, and the list counts the exchange', async () => {
      const id = await create('points', {
        goods_id: g[0]!.id,
        points: 10,
        cash: '1.5',
        stock: 3,
        per_buyer: 1,
      });
      const mall = (await shop<PointsMall>('/api/points/goods')).data;
      expect(mall.list.find((i) => i.id === id)).toMatchObject({ points: 10, cash: '1.50', stock: 3 });
      const addr = (await shop<{ id: number }[]>('/api/address')).data[0];
      const ex = await shop('/api/points/exchange', {
        method: 'POST',
        payload: { id, number: 1, address_id: addr!.id },
      });
      expect(ex.code, ex.msg).toBe(10000);
      expect(await row('points', id)).toMatchObject({
        claims: 1,
        orders: 1,
        input: { stock: 2, cash: '1.50' },
      });
      const del = await admin.del(`/api/admin/promotions/points/${id}`);
      expect(body(del).code).not.toBe(10000);
    });

    it('幸运抽奖: prizes with weights and stock show in the popup; each draw counts, stock cannot drop below issued', async () => {
      const prizes = [
        { name: '谢谢参与', kind: 'none', weight: 1 },
        { name: '100积分', kind: 'points', points: 100, weight: 3, stock: 50 },
      ];
      const noNone = await admin.post('/api/admin/promotions/draw', {
        title: '年终抽奖',
        max_per_buyer: 2,
        prizes: prizes.slice(1).concat(prizes.slice(1)),
      });
      expect(body(noNone).msg).toBe('须包含一个「谢谢参与」');
      const id = await create('draw', { title: '年终抽奖', max_per_buyer: 2, prizes });
      const popup = (await shop<{ id: number; remaining: number } | null>('/api/draw/simple')).data;
      expect(popup).toMatchObject({ id, remaining: 2 });
      expect((await shop('/api/draw?id=' + id, { xhr: true })).code).toBe(10000);
      const listed = await row('draw', id);
      expect(listed.claims).toBe(1);
      expect(listed.summary).toContain('谢谢参与 25.0%');
      const saved = listed.input.prizes as { id: number; name: string; kind: string; issued: number }[];
      const won = saved.find((p) => p.kind === 'points')!;
      // Five already went out (whatever this one draw gave): the stock may not drop below them.
      await t.deps.database.db.execute(sql`UPDATE draw_prizes SET issued = 5 WHERE id = ${won.id}`);
      const shrink = await admin.put(`/api/admin/promotions/draw/${id}`, {
        title: '年终抽奖',
        max_per_buyer: 2,
        prizes: saved.map((p) => (p.kind === 'points' ? { ...p, stock: 4 } : p)),
      });
      expect(body(shrink).msg).toBe('奖品「100积分」库存不能少于已发出的5个');
      const more = await admin.put(`/api/admin/promotions/draw/${id}`, {
        title: '年终抽奖',
        max_per_buyer: 3,
        prizes: saved.map((p) => (p.kind === 'points' ? { ...p, stock: 80 } : p)),
      });
      expect(body(more).code, body(more).msg).toBe(10000);
      expect((await shop<{ remaining: number }>('/api/draw/simple')).data.remaining).toBe(2);
    });

    it('拼团: a group on /ptzq at its price; once joined its price is fixed; 结束 refunds every member', async () => {
      const ends = new Date(Date.now() + 86_400_000).toISOString();
      const input = {
        goods_id: g[1]!.id,
        title: '三人成团',
        price: '8',
        group_size: 3,
        stock: 20,
        ends_at: ends,
      };
      const id = await create('groupbuy', input);
      const list = (await shop<GroupBuyList>('/api/group_buy')).data.list;
      expect(list.find((x) => x.id === id)).toMatchObject({ price: '8.00', group_size: 3, places_left: 3 });
      const before = await balance();
      const join = await shop(`/api/group_buy/${id}/join`, { method: 'POST', payload: { number: 2 } });
      expect(join.code, join.msg).toBe(10000);
      expect(await balance()).toBe(before - 1600);
      const repriced = await admin.put(`/api/admin/promotions/groupbuy/${id}`, { ...input, price: '6' });
      expect(body(repriced).msg).toContain('已有人参团');
      expect(
        body(await admin.put(`/api/admin/promotions/groupbuy/${id}`, { ...input, stock: 30 })).code,
      ).toBe(10000);
      expect(await row('groupbuy', id)).toMatchObject({
        claims: 1,
        orders: 0,
        input: { price: '8.00', stock: 30 },
      });
      const end = await admin.post(`/api/admin/promotions/groupbuy/${id}/end`, {});
      expect(body(end).msg).toBe('拼团已结束，参团款已退回');
      expect(await balance()).toBe(before);
      expect((await row('groupbuy', id)).summary).toContain('未成团');
      expect(body(await admin.post(`/api/admin/promotions/groupbuy/${id}/end`, {})).msg).toBe('拼团已结束');
    });
  },
);
