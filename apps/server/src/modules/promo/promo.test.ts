import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CashbackOverview,
  ClaimResult,
  CombinationView,
  ControlledList,
  CouponCampaign,
  SpecialList,
  SpikeList,
  ZonePage,
} from '@shop/shared';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

describe(
  describeName('zones and promotions: specials, combinations, spike, coupon centre, 控销, zones'),
  () => {
    let t: TestApp;
    let pharmacy: string;
    let clinic: string;
    beforeAll(async () => {
      t = await createTestApp();
      pharmacy = await signIn(t.app, 'pharmacy');
      clinic = await signIn(t.app, 'clinic');
    });
    afterAll(() => t.close());
    const get = async <T>(url: string, cookie = pharmacy) =>
      body<T>(await t.app.inject({ url, headers: cookie ? { cookie } : {} }));
    const claim = async (id: number, cookie = pharmacy) =>
      body<ClaimResult>(
        await t.app.inject({ method: 'POST', url: `/api/coupon/center/${id}/claim`, headers: { cookie } }),
      );

    it('daily specials are quoted below the base price, with the server clock and the day end', async () => {
      const res = (await get<SpecialList>('/api/activity/everyday_price')).data;
      expect(res.total).toBeGreaterThan(0);
      const first = res.list[0]!;
      expect(Number(first.price)).toBeLessThan(Number(first.goods.base_price));
      expect(res.ends_at).toBeGreaterThan(res.timestamp);
      expect(res.ends_at - res.timestamp).toBeLessThanOrEqual(86_400);
    });

    it('welfare goods are 9.4折 of the base price, floored to the fen', async () => {
      const res = (await get<SpecialList>('/api/goods/fl')).data;
      expect(res.list.length).toBeGreaterThan(0);
      for (const s of res.list) {
        const base = Math.round(Number(s.goods.base_price) * 100);
        expect(Math.round(Number(s.price) * 100)).toBe(Math.floor((base * 940) / 1000));
        expect(s.label).toBe('9.4折');
      }
    });

    it('visitors see specials without prices', async () => {
      const res = (await get<SpecialList>('/api/activity/everyday_price', '')).data;
      expect(res.list[0]?.price).toBeNull();
      expect(res.list[0]?.goods.price_hidden_reason).toBe('登录后查看价格');
    });

    it('combinations come in groups, each priced as the sum of its package prices', async () => {
      const groups = (await get<Array<{ name: string; count: number }>>('/api/combinationMzhgGroup')).data;
      expect(groups.length).toBeGreaterThan(0);
      const all = (await get<CombinationView[]>('/api/combinationMzhg')).data;
      expect(all).toHaveLength(groups.reduce((n, g) => n + g.count, 0));
      const one = (
        await get<CombinationView[]>(`/api/combinationMzhg?group=${encodeURIComponent(groups[0]!.name)}`)
      ).data;
      expect(one.every((c) => c.group_name === groups[0]!.name)).toBe(true);
      for (const c of all) {
        const sum = c.items.reduce((n, i) => n + Math.round(Number(i.price) * 100) * i.number, 0);
        expect(Math.round(Number(c.price) * 100)).toBe(sum);
        expect(Number(c.price)).toBeLessThan(Number(c.raw_price));
      }
    });

    it('flash sales carry their own stock, the limit and the server timestamp', async () => {
      const res = (await get<SpikeList>('/api/index/spike')).data;
      expect(Math.abs(res.timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect(res.list.length).toBeGreaterThan(0);
      const s = res.list[0]!;
      expect(s.state).toBe('active');
      expect(s.sold).toBeLessThanOrEqual(s.sale_stock);
      expect(Number(s.price)).toBeLessThan(Number(s.goods.base_price));
    });

    it('coupon centre: a claim lands in the wallet, and the per-buyer limit holds', async () => {
      const list = (await get<CouponCampaign[]>('/api/coupon/center')).data;
      const one = list.find((c) => c.per_buyer === 1 && c.state === 'active')!;
      const before = (await get<{ unused: number }>('/api/user/couponNum')).data.unused;
      const first = await claim(one.id);
      expect(first.msg).toBe('领取成功');
      expect(first.data.remaining).toBe(one.remaining - 1);
      expect((await get<{ unused: number }>('/api/user/couponNum')).data.unused).toBe(before + 1);
      const again = await claim(one.id);
      expect(again.code).toBe(10002);
      expect(again.msg).toBe('每人限领1张，您已领满');
      const after = (await get<CouponCampaign[]>('/api/coupon/center')).data.find((c) => c.id === one.id)!;
      expect(after.remaining).toBe(one.remaining - 1);
      expect(after.claimed_by_me).toBe(1);
    });

    it('coupon centre refuses a sold-out batch, an unverified buyer, a visitor and a bad id', async () => {
      const list = (await get<CouponCampaign[]>('/api/coupon/center')).data;
      const gone = list.find((c) => c.state === 'sold_out')!;
      expect((await claim(gone.id)).msg).toBe('来晚了，优惠券已被领完');
      const open = list.find((c) => c.state === 'active')!;
      expect((await claim(open.id, clinic)).msg).toContain('资质尚未审核通过');
      const visitor = await t.app.inject({ method: 'POST', url: `/api/coupon/center/${open.id}/claim` });
      expect(visitor.statusCode).toBe(401);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/coupon/center/abc/claim',
        headers: { cookie: pharmacy },
      });
      expect(bad.statusCode).toBe(422);
      expect((await claim(999_999)).msg).toBe('领券活动不存在');
    });

    it('控销: the audience decides, and outsiders see the reason', async () => {
      const res = (await get<ControlledList>('/api/kxzq')).data;
      expect(res.total).toBeGreaterThan(0);
      const mine = res.list.find((i) => i.audience === '浙江省');
      const other = res.list.find((i) => i.audience.includes('江苏省'));
      expect(mine?.goods.can_buy).toBe(true);
      expect(other?.goods.can_buy).toBe(false);
      expect(other?.goods.buy_block_reason).toBe('该商品为控销品种，仅限江苏省、上海市采购');
      const fresh = (await get<ControlledList>('/api/kxzq?new=1')).data;
      expect(fresh.list.every((i) => i.is_new)).toBe(true);
      expect((await t.app.inject({ url: '/api/kxzq?new=2' })).statusCode).toBe(422);
    });

    it('the cart refuses a controlled goods outside the audience with the same reason', async () => {
      const other = (await get<ControlledList>('/api/kxzq')).data.list.find((i) =>
        i.audience.includes('江苏省'),
      )!;
      const res = body(
        await t.app.inject({
          method: 'POST',
          url: '/api/cart',
          headers: { cookie: pharmacy },
          payload: { params: [{ goods_id: other.goods.id, number: 1, price: other.goods.base_price }] },
        }),
      );
      expect(res.msg).toContain('该商品为控销品种，仅限江苏省、上海市采购');
    });

    it('zone pages: listed per template, each with sections of real goods; unknown ones 404', async () => {
      for (const template of ['zqmb', 'hdmb', 'yyh', 'zhmz', 'yjh']) {
        const zones = (await get<Array<{ id: number; title: string }>>(`/api/zone/${template}`)).data;
        expect(zones.length).toBeGreaterThan(0);
        const page = (await get<ZonePage>(`/api/zone/${template}/${zones[0]!.id}`)).data;
        expect(page.title).toBe(zones[0]!.title);
        expect(page.sections.some((s) => s.goods.length > 0)).toBe(true);
      }
      const missing = await t.app.inject({ url: '/api/zone/yjh/999999' });
      expect(missing.statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/zone/nope' })).statusCode).toBe(422);
    });

    it('满额返现: confirming receipt credits the month tier to the balance once, with a money-log line', async () => {
      // Operators' tiers made reachable by the demo orders: 1% from ¥0.01.
      await t.deps.database.db.execute(
        sql`UPDATE cashback_tiers SET threshold_fen = 1 WHERE id = (SELECT min(id) FROM cashback_tiers)`,
      );
      const before = (await get<CashbackOverview>('/api/cashback')).data;
      const orders = (
        await get<{ list: Array<{ id: number; status: string; payable: string }> }>('/api/order')
      ).data.list;
      const shipped = orders.find((o) => o.status === 'shipped')!;
      const money = async () => Number((await get<{ balance: string }>('/api/user/user_money')).data.balance);
      const balance = await money();
      const confirm = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/order/${shipped.id}/confirm`,
          headers: { cookie: pharmacy },
        });
      expect(body(await confirm()).code).toBe(10000);
      const after = (await get<CashbackOverview>('/api/cashback')).data;
      const received = Math.round(Number(before.received) * 100) + Math.round(Number(shipped.payable) * 100);
      expect(Math.round(Number(after.received) * 100)).toBe(received);
      expect(Math.round(Number(after.cashback) * 100)).toBe(Math.floor(received / 100));
      expect(after.credited).toBe(after.cashback);
      const gained = Math.round((await money()) * 100) - Math.round(balance * 100);
      expect(gained).toBe(
        Math.round(Number(after.cashback) * 100) - Math.round(Number(before.credited) * 100),
      );
      expect(after.records[0]?.remark).toContain('满额返现');
      const log = (
        await get<{ list: Array<{ use_type_text: string }> }>('/api/user/user_money_log?use_type=5')
      ).data;
      expect(log.list[0]?.use_type_text).toBe('满额返现');
      expect(body(await confirm()).code).toBe(10002);
      expect(Math.round((await money()) * 100) - Math.round(balance * 100)).toBe(gained);
      const visitor = body<CashbackOverview>(await t.app.inject({ url: '/api/cashback' })).data;
      expect(visitor.signed_in).toBe(false);
      expect(visitor.tiers).toHaveLength(3);
    });
  },
);
