import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signIn, type TestApp } from '../../../test/test-app';

interface Page<T> {
  list: T[];
  total: number;
}
interface FastItem {
  goods: { id: number; name: string; can_buy: boolean };
  times: number;
  total_number: number;
  last_bought_at: string;
}
interface RecordItem {
  source: string;
  goods_id: number;
  number: number;
  remark: string;
  order_no: string;
}

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'pharmacy');
}, 60_000);
afterAll(async () => t.close());

const get = (url: string, c = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: c } });
const post = (url: string, payload: object, c = cookie) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: c }, payload });

describe('quick purchase calls', () => {
  it('lists frequently bought goods from the buyer’s paid orders, most often first', async () => {
    const res = body<Page<FastItem>>(await get('/api/user/fast_buy?page=1&page_size=50&order=times'));
    expect(res.code).toBe(10000);
    expect(res.data.total).toBeGreaterThan(0);
    const times = res.data.list.map((i) => i.times);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const recent = body<Page<FastItem>>(await get('/api/user/fast_buy?order=recent&page_size=50')).data.list;
    const at = recent.map((i) => i.last_bought_at);
    expect(at).toEqual([...at].sort().reverse());
    expect(body(await get('/api/user/fast_buy?order=price')).code).toBe(422);
  });

  it('notes a purchase record and lists it with the order lines; another buyer does not see it', async () => {
    const added = body<{ id: number }>(
      await post('/api/user/buy', { goods_id: 1, number: 30, remark: '门店自采' }),
    );
    expect(added.code).toBe(10000);
    const page = body<Page<RecordItem>>(await get('/api/user/buy?page=1&page_size=100')).data;
    expect(page.list[0]).toMatchObject({ source: 'manual', goods_id: 1, number: 30, remark: '门店自采' });
    expect(page.list.some((r) => r.source === 'order' && r.order_no !== '')).toBe(true);

    const other = await signIn(t.app, 'chain');
    const theirs = body<Page<RecordItem>>(await get('/api/user/buy?page_size=100', other)).data.list;
    expect(theirs.some((r) => r.remark === '门店自采')).toBe(false);

    expect(body(await post('/api/user/buy', { goods_id: 999_999, number: 1 })).code).toBe(404);
    expect(body(await post('/api/user/buy', { goods_id: 1, number: 0 })).msg).toBe('采购数量须为正整数');
  });

  it('adds all chosen lines in one request, or none when one is refused', async () => {
    const before = body<{ total: number }>(await get('/api/cart/total')).data;
    const res = body<{ added: number; total: number }>(
      await post('/api/user/buy/add_all', {
        lines: [
          { goods_id: 1875, number: 10 },
          { goods_id: 865, number: 30 },
          { goods_id: 1424, number: 10 },
        ],
      }),
    );
    expect(res.code).toBe(10000);
    expect(res.msg).toBe('已将3种商品加入购物车');
    expect(res.data.total).toBeGreaterThanOrEqual(3);

    // 拜新同 30mg*7片 (id 53) has no stock: the whole request is refused and names it.
    const refused = body(
      await post('/api/user/buy/add_all', {
        lines: [
          { goods_id: 647, number: 30 },
          { goods_id: 53, number: 10 },
        ],
      }),
    );
    expect(refused.code).not.toBe(10000);
    expect(refused.msg).toContain('拜新同');
    // 氯雷他定片 (647) was not added either: the cart holds what the first request left.
    const after = body<{ total: number }>(await get('/api/cart/total')).data;
    expect(after.total).toBe(res.data.total);
    expect(res.data.total).toBeGreaterThan(before.total - 1);
    expect(body(await post('/api/user/buy/add_all', { lines: [] })).msg).toBe('请选择要加入购物车的商品');
  });
});
