/**
 * Issue 27: regional rules match the buyers they name. Companies hold six-digit GB/T 2260 codes of
 * their province, city and district; a rule picked as 浙江 or 浙江省 is stored as 330000 and matches
 * the demo pharmacy (杭州市西湖区), never one in 江苏; a rule for the city 杭州市 (330100) matches it
 * and never a pharmacy in 宁波市, another city of the same province. The same for a coupon-centre
 * batch, a region customer price and a 控销 rule. Bad rules (an unknown code included) are refused
 * with a Chinese 422 naming the field, and nothing is stored.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';

describe(describeName('regional rules by GB/T 2260 code: 浙江 matches 浙江省, never 江苏'), () => {
  let t: TestApp;
  let admin: AdminClient;
  let zhejiang = '';
  let jiangsu = '';
  let ningbo = '';
  let goodsId = 0;
  const base = { base_price: '20.00', retail_price: '28.00', ladder_price_type: 2, ladders: [] };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
    zhejiang = await signIn(t.app, 'pharmacy');
    // A 单体药店 in 江苏: the chain's 西湖店 account, its company moved to 南京市玄武区 for this test;
    // another in 宁波市鄞州区 (浙江 too): the chain's 滨江店.
    const move = (username: string, codes: [string, string, string], names: [string, string, string]) =>
      t.deps.database.db.execute(
        sql`UPDATE companies SET kind = 'pharmacy', chain_id = NULL, province_code = ${codes[0]},
              city_code = ${codes[1]}, district_code = ${codes[2]}, province = ${names[0]}, city = ${names[1]},
              district = ${names[2]}
            WHERE id = (SELECT company_id FROM users WHERE username = ${username})`,
      );
    await move('yixin_xh', ['320000', '320100', '320102'], ['江苏省', '南京市', '玄武区']);
    await move('yixin_bj', ['330000', '330200', '330212'], ['浙江省', '宁波市', '鄞州区']);
    jiangsu = await signIn(t.app, 'chainStore2');
    ningbo = await signIn(t.app, 'chainStore3');
    const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1`);
    goodsId = g!.id;
  });
  afterAll(() => t.close());

  const detail = async (cookie: string) =>
    body<{
      base_price: string;
      price_reason: string | null;
      can_buy: boolean;
      buy_block_reason: string | null;
    }>(await t.app.inject({ url: `/api/goods/detail/${goodsId}`, headers: { cookie } })).data;
  const savePrices = (over: Record<string, unknown>) =>
    admin.put(`/api/admin/goods/${goodsId}/prices`, { ...base, is_controlled: false, ...over });

  /** A coupon-centre batch for 单体药店 of `regions` (as the picker sends them); its id and stored codes. */
  const campaignFor = async (title: string, regions: string[]) => {
    const coupon = body<{ id: number }>(
      await admin.post('/api/admin/promotions/coupon', {
        name: `${title}满500减35`,
        kind: 'coupon',
        rule_type: 'full_reduction',
        threshold: '500',
        amount: '35',
      }),
    ).data.id;
    const res = await admin.post('/api/admin/promotions/campaign', {
      coupon_id: coupon,
      title,
      total: 10,
      per_buyer: 1,
      company_kinds: ['pharmacy'],
      provinces: regions,
    });
    expect(body(res).msg).toBe('领券中心已创建');
    const id = body<{ id: number }>(res).data.id;
    const [stored] = await queryRows<{ provinces: string[] }>(
      t.deps.database.db,
      sql`SELECT provinces FROM coupon_campaigns WHERE id = ${id}`,
    );
    return { id, stored: stored!.provinces };
  };
  const offered = async (cookie: string) =>
    body<{ id: number }[]>(await t.app.inject({ url: '/api/coupon/center', headers: { cookie } })).data.map(
      (c) => c.id,
    );
  const claim = async (cookie: string, id: number) =>
    body(await t.app.inject({ method: 'POST', url: `/api/coupon/center/${id}/claim`, headers: { cookie } }));

  it('a coupon batch for 浙江省 单体药店 is offered to and claimed by the Zhejiang pharmacy only', async () => {
    // The picker may send the short name; the batch stores the code.
    const { id, stored } = await campaignFor('浙江单体药店专享', ['浙江']);
    expect(stored).toEqual(['330000']);
    expect(await offered(zhejiang)).toContain(id);
    expect(await offered(ningbo)).toContain(id);
    expect(await offered(jiangsu)).not.toContain(id);
    expect((await claim(jiangsu, id)).code).not.toBe(10000);
    expect((await claim(zhejiang, id)).code).toBe(10000);
  });

  it('a coupon batch for 杭州市 单体药店 is for the Hangzhou pharmacy, never the Ningbo one', async () => {
    // The cascader's short city code is stored as the six-digit one.
    const { id, stored } = await campaignFor('杭州单体药店专享', ['3301']);
    expect(stored).toEqual(['330100']);
    expect(await offered(zhejiang)).toContain(id);
    expect(await offered(ningbo)).not.toContain(id);
    expect((await claim(ningbo, id)).code).not.toBe(10000);
    expect((await claim(zhejiang, id)).code).toBe(10000);
  });

  it('an unknown city code in a coupon batch is a 422 naming the field, and no batch is stored', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.deps.database.db,
          sql`SELECT count(*)::int AS n FROM coupon_campaigns`,
        )
      )[0]!.n;
    const before = await count();
    const res = await admin.post('/api/admin/promotions/campaign', {
      coupon_id: 1,
      title: '不存在的城市',
      total: 10,
      company_kinds: ['pharmacy'],
      provinces: ['330199'],
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toBe('领券地区编码不正确：330199');
    expect(await count()).toBe(before);
  });

  it('a region price for 浙江省 is the Zhejiang pharmacy’s price, not the Jiangsu one’s', async () => {
    expect(body(await savePrices({ customer_prices: [{ province: '浙江省', price: '17.60' }] })).msg).toBe(
      '价格已保存',
    );
    const saved = body<{ customer_prices: { province: string; price: string }[] }>(
      await admin.get(`/api/admin/goods/${goodsId}/prices`),
    ).data.customer_prices;
    expect(saved).toMatchObject([{ province: '330000', price: '17.60' }]);
    expect(await detail(zhejiang)).toMatchObject({ base_price: '17.60', price_reason: '地区价' });
    expect(await detail(jiangsu)).toMatchObject({ base_price: '20.00', price_reason: null });
    // A named-buyer price beats the region price for that company alone.
    const [co] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT company_id AS id FROM users WHERE username = 'kangjian'`,
    );
    await savePrices({
      customer_prices: [
        { province: '330000', price: '17.60' },
        { company_id: co!.id, price: '16.80' },
      ],
    });
    expect(await detail(zhejiang)).toMatchObject({ base_price: '16.80', price_reason: '协议价' });
    expect(await detail(jiangsu)).toMatchObject({ base_price: '20.00' });
  });

  it('a region price for 杭州市 is the Hangzhou pharmacy’s, beats its 浙江 price, and never the Ningbo one’s', async () => {
    await savePrices({
      customer_prices: [
        { province: '330000', price: '18.40' },
        { province: '330100', price: '17.20' },
      ],
    });
    expect(await detail(zhejiang)).toMatchObject({ base_price: '17.20', price_reason: '地区价' });
    expect(await detail(ningbo)).toMatchObject({ base_price: '18.40', price_reason: '地区价' });
    expect(await detail(jiangsu)).toMatchObject({ base_price: '20.00', price_reason: null });
    await savePrices({ customer_prices: [{ province: '330100', price: '17.20' }] });
    expect(await detail(ningbo)).toMatchObject({ base_price: '20.00', price_reason: null });
    await savePrices({});
  });

  it('a 控销 rule for 杭州市 lets the Hangzhou pharmacy buy and refuses the Ningbo one, naming the city', async () => {
    await savePrices({ is_controlled: true, control: { provinces: ['330100'], note: '厂家区域保护' } });
    expect(await detail(zhejiang)).toMatchObject({ can_buy: true, buy_block_reason: null });
    expect(await detail(ningbo)).toMatchObject({
      can_buy: false,
      buy_block_reason: '该商品为控销品种，仅限杭州市采购',
    });
    await savePrices({});
  });

  it('a 控销 rule for 浙江省 lets the Zhejiang pharmacy buy and refuses the Jiangsu one by name', async () => {
    await savePrices({ is_controlled: true, control: { provinces: ['浙江省'], note: '厂家区域保护' } });
    expect(await detail(zhejiang)).toMatchObject({ can_buy: true, buy_block_reason: null });
    const refused = await detail(jiangsu);
    expect(refused.can_buy).toBe(false);
    expect(refused.buy_block_reason).toBe('该商品为控销品种，仅限浙江省采购');
    await savePrices({});
  });

  it('refuses a bad rule with a 422 naming it, and stores nothing', async () => {
    await savePrices({ customer_prices: [{ company_kind: 'pharmacy', price: '19.00' }] });
    const before = body(await admin.get(`/api/admin/goods/${goodsId}/prices`)).data;
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_prices: [{ company_kind: 'pharmacy', price: '29.00' }] }, '客户价不能高于建议零售价'],
      [{ customer_prices: [{ province: '990000', price: '18.00' }] }, '客户价地区编码不正确：990000'],
      [{ customer_prices: [{ province: '火星', price: '18.00' }] }, '客户价地区编码不正确：火星'],
      // Six digits of 浙江 but no such city / district.
      [{ customer_prices: [{ province: '330199', price: '18.00' }] }, '客户价地区编码不正确：330199'],
      [{ is_controlled: true, control: { provinces: ['330999'] } }, '控销地区编码不正确：330999'],
      [
        {
          customer_prices: [
            { company_kind: 'pharmacy', province: '浙江', price: '18.00' },
            { company_kind: 'pharmacy', province: '330000', price: '17.00' },
          ],
        },
        '客户价规则重复：同一客户、客户类型与地区只能设一个价',
      ],
      [{ customer_prices: [{ company_id: 987654, price: '18.00' }] }, '指定客户不存在'],
      [{ is_controlled: true, control: { provinces: ['Atlantis'] } }, '控销地区编码不正确：Atlantis'],
    ];
    for (const [over, msg] of cases) {
      const res = await savePrices(over);
      expect(res.statusCode, msg).toBe(422);
      expect(body(res).msg).toBe(msg);
    }
    expect(body(await admin.get(`/api/admin/goods/${goodsId}/prices`)).data).toEqual(before);
  });
});
