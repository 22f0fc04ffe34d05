/**
 * Regression tests of the outside probe (issue 14, defects 1, 2, 3 and 12): each request below gave a
 * 500 or was read as a different, valid value. Each must now be a 422 envelope that changes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../test/test-app';
import { pickGoods } from './cart/cart.fixtures';
import { ADDRESS, orderClient } from './checkout/order.fixtures';

const BIG = '2147483648';

describe(describeName('input bounds: ids, quantities, money and control characters'), () => {
  let t: TestApp;
  let c: ReturnType<typeof orderClient>;
  let cookie: string;
  let goodsId: number;
  beforeAll(async () => {
    t = await createTestApp();
    c = orderClient(t.app);
    cookie = await signIn(t.app, 'pharmacy');
    goodsId = (await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`))[0]!.id;
  });
  afterAll(() => t.close());

  const count = async (table: 'orders' | 'cart_lines' | 'user_addresses') =>
    (
      await queryRows<{ n: number }>(
        t.deps.database.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
      )
    )[0]!.n;
  const expect422 = (res: Parameters<typeof body>[0], what: string) => {
    expect(res.statusCode, what).toBe(422);
    const b = body(res);
    expect(b.code, what).toBe(422);
    expect(b.msg, what).toMatch(/[\u4e00-\u9fff]/);
  };

  it('an id of 2^31 or more is a 422 on every order, payment, address and checkout route', async () => {
    const orders = await count('orders');
    for (const [method, url] of [
      ['GET', `/api/order/${BIG}`],
      ['GET', `/api/order/${BIG}/logistics`],
      ['GET', `/api/order/${BIG}/pay-info`],
      ['POST', `/api/order/${BIG}/cancel`],
      ['POST', `/api/order/${BIG}/confirm`],
      ['POST', `/api/order/${BIG}/rebuy`],
      ['GET', `/api/order/99999999999999999999`],
      ['GET', `/api/order/confirm?ids=${BIG}`],
      ['DELETE', `/api/address/${BIG}`],
    ] as const) {
      expect422(await c.inject(method, url, cookie), url);
    }
    expect422(await c.inject('POST', `/api/payment/${BIG}`, cookie, { pay_type: 'balance' }), 'pay');
    expect422(await c.inject('PUT', `/api/address/${BIG}`, cookie, ADDRESS), 'put address');
    const place = { pay_type: 'balance', idempotency_key: 'abcdefgh12', expected_payable: '1.00' };
    expect422(await c.inject('POST', '/api/order', cookie, { ...place, ids: BIG, address_id: 1 }), 'ids');
    expect422(
      await c.inject('POST', '/api/order', cookie, { ...place, ids: '1', address_id: BIG }),
      'address',
    );
    expect(await count('orders')).toBe(orders);
  });

  it('a NUL byte in sign-in, search, address, chat and remark is a 422, not a 500', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'a\u0000b', password: 'x' },
    });
    expect422(login, 'login');
    expect(body(login).msg).toBe('输入内容包含非法字符');
    expect422(await c.inject('GET', '/api/order?keyword=%00', cookie), 'order keyword');
    const addresses = await count('user_addresses');
    expect422(
      await c.inject('POST', '/api/address', cookie, { ...ADDRESS, detail: '文三路\u0000100号' }),
      'detail',
    );
    expect422(
      await c.inject('POST', '/api/address', cookie, { ...ADDRESS, consignee: '李\u0000' }),
      'consignee',
    );
    expect(await count('user_addresses')).toBe(addresses);
    expect422(
      await c.inject('POST', '/api/chat/messages', cookie, { content: 'hi\u0000', token: 'x' }),
      'chat',
    );
    const ids = await c.addToCart(cookie, goodsId, 1);
    const orders = await count('orders');
    const res = await c.place(cookie, {
      ids: ids.join(','),
      address_id: 1,
      expected_payable: '1.00',
      remark: '周一\u0000送',
    });
    expect(res.code).toBe(422);
    expect(await count('orders')).toBe(orders);
  });

  it('a bell character in a chat message is refused like NUL', async () => {
    const res = await c.inject('POST', '/api/chat/messages', cookie, { content: 'a\u0007b', token: 'x' });
    expect(body(res).msg).toBe('输入内容包含非法字符');
  });

  it('an absurd cart price is a 422', async () => {
    const lines = await count('cart_lines');
    const res = await c.inject('POST', '/api/cart', cookie, {
      params: [{ goods_id: goodsId, number: 1, price: '99999999999999999999' }],
    });
    expect422(res, 'price');
    expect(body(res).msg).toBe('商品价格格式不正确');
    expect(await count('cart_lines')).toBe(lines);
  });

  it('only canonical decimal integers are ids and quantities: +7, 546.0, 1e3, 0x10, 007 change nothing', async () => {
    const address = body<{ id: number }>(await c.inject('POST', '/api/address', cookie, ADDRESS)).data.id;
    for (const spelling of [`+${address}`, `${address}.0`, `0${address}`, ` ${address}`]) {
      expect422(await c.inject('DELETE', `/api/address/${encodeURIComponent(spelling)}`, cookie), spelling);
    }
    const list = body<{ id: number }[]>(await c.inject('GET', '/api/address', cookie)).data;
    expect(list.map((a) => a.id)).toContain(address);

    const [line] = await c.addToCart(cookie, goodsId, 1);
    for (const ids of [`${line}.0`, `+${line}`, `${line}e0`]) {
      expect422(await c.inject('POST', '/api/cart/batch_delete', cookie, { ids }), ids);
    }
    const cart = async () =>
      queryRows<{ id: number; number: number }>(
        t.deps.database.db,
        sql`SELECT id, number FROM cart_lines WHERE id = ${line!}`,
      );
    const before = await cart();
    expect(before).toHaveLength(1);
    for (const number of ['1e3', '0x10', '16.0', '-1', '1000000']) {
      const res = await c.inject('POST', '/api/cart', cookie, { params: [{ goods_id: goodsId, number }] });
      expect422(res, number);
      expect422(await c.inject('POST', `/api/cart/${line}/edit`, cookie, { number }), `edit ${number}`);
    }
    expect(await cart()).toEqual(before);
  });
});
