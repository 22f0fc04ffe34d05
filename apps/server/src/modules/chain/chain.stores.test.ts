import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@shop/shared';
import { queryRows } from '../../db/query';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { cookieValue, post } from '../account/account.fixtures';
import { ADDRESS } from '../checkout/order.fixtures';
import { creditClient, userIdOf } from '../credit/credit.fixtures';

/**
 * A second chain (two of the seed's other buyers made its head office and store) stands for "another
 * chain": no store id of it opens anything of the demo chain's head office, and back.
 */
describe(describeName('chain head office: a store’s addresses, and stores of another chain refused'), () => {
  let t: TestApp;
  let c: ReturnType<typeof creditClient>;
  let head: string;
  let storeId: number;
  let otherHead: string;
  let otherStoreId: number;
  beforeAll(async () => {
    t = await createTestApp();
    c = creditClient(t);
    head = await signIn(t.app, 'chain');
    storeId = await userIdOf(t, 'yixin_xh');
    const [otherHeadId, otherStore] = [await userIdOf(t, 'kh10002'), await userIdOf(t, 'kh10003')];
    otherStoreId = otherStore;
    await queryRows(
      t.deps.database.db,
      sql`WITH ch AS (INSERT INTO chains (name, head_user_id) VALUES ('宁波众康医药连锁有限公司', ${otherHeadId})
                      RETURNING id)
          UPDATE companies SET chain_id = (SELECT id FROM ch)
           WHERE id IN (SELECT company_id FROM users WHERE id IN (${otherHeadId}, ${otherStore}))
          RETURNING id`,
    );
    const login = await post(t, '/api/user/login', { username: 'kh10002', password: DEMO_PASSWORD });
    otherHead = `ys_sid=${cookieValue(login, 'ys_sid')}`;
  });
  afterAll(() => t.close());

  it('the head office lists a store’s delivery addresses, the one it set first among them', async () => {
    const set = body<Address>(
      await c.inject('POST', `/api/chain/stores/${storeId}/address`, head, {
        ...ADDRESS,
        detail: '文三路 8 号门店',
      }),
    );
    expect(set.msg).toBe('门店收货地址已设置');
    const list = body<Address[]>(await c.inject('GET', `/api/chain/stores/${storeId}/addresses`, head)).data;
    expect(list.find((a) => a.is_default)).toMatchObject({ id: set.data.id, detail: '文三路 8 号门店' });
  });

  it('the head office edits and deletes a store’s address; an address of another store is not found', async () => {
    const saved = (payload: object) =>
      c.inject('POST', `/api/chain/stores/${storeId}/address`, head, payload);
    const first = body<Address>(await saved({ ...ADDRESS, detail: '延安路 1 号' })).data;
    const second = body<Address>(await saved({ ...ADDRESS, detail: '延安路 2 号' })).data;
    const url = (id: number) => `/api/chain/stores/${storeId}/addresses/${id}`;
    const edited = body<Address>(
      await c.inject('PUT', url(first.id), head, { ...ADDRESS, detail: '延安路 1 号 2 楼' }),
    );
    expect(edited.msg).toBe('门店收货地址已保存');
    expect(edited.data).toMatchObject({ id: first.id, detail: '延安路 1 号 2 楼', is_default: false });
    const removed = await c.inject('DELETE', url(second.id), head);
    expect(body(removed).msg).toBe('门店收货地址已删除');
    const list = body<Address[]>(await c.inject('GET', `/api/chain/stores/${storeId}/addresses`, head)).data;
    expect(list.some((a) => a.id === second.id)).toBe(false);
    // The store keeps a default: the deleted one was it, so another took its place.
    expect(list.filter((a) => a.is_default)).toHaveLength(1);
    // A buyer's own address under this store's path: not the store's, so not found and unchanged.
    const [own] = await queryRows<{ id: number; detail: string }>(
      t.deps.database.db,
      sql`SELECT a.id, a.detail FROM user_addresses a JOIN users u ON u.id = a.user_id
           WHERE u.username = 'kangjian' LIMIT 1`,
    );
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await c.inject(method, url(own!.id), head, method === 'PUT' ? ADDRESS : undefined);
      expect(body(res).msg, method).toBe('收货地址不存在');
    }
    const [after] = await queryRows<{ detail: string }>(
      t.deps.database.db,
      sql`SELECT detail FROM user_addresses WHERE id = ${own!.id}`,
    );
    expect(after?.detail).toBe(own!.detail);
  });

  it('the head office downloads a store’s statement as PDF and Excel, named for the store and month', async () => {
    const sheet = body<{ company: string; month: string }>(
      await c.inject('GET', `/api/chain/stores/${storeId}/statement`, head),
    ).data;
    expect(sheet.company).not.toBe('');
    const name = `对账单-${sheet.company}-${sheet.month}`;
    const pdf = await c.inject(
      'GET',
      `/api/chain/stores/${storeId}/statement/download?month=${sheet.month}&format=pdf`,
      head,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent(`${name}.pdf`));
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await c.inject(
      'GET',
      `/api/chain/stores/${storeId}/statement/download?month=${sheet.month}&format=xlsx`,
      head,
    );
    expect(xlsx.headers['content-disposition']).toContain(encodeURIComponent(`${name}.xlsx`));
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const bad = await c.inject('GET', `/api/chain/stores/${storeId}/statement/download?format=doc`, head);
    expect(bad.statusCode).toBe(422);
  });

  it('a store of another chain is 门店不存在 on every head-office call, and nothing is written', async () => {
    const addresses = () =>
      queryRows<{ n: number }>(
        t.deps.database.db,
        sql`SELECT count(*)::int AS n FROM user_addresses WHERE user_id = ${otherStoreId}`,
      );
    const before = await addresses();
    for (const [method, url, payload] of [
      ['GET', `/api/chain/stores/${otherStoreId}/addresses`, undefined],
      ['GET', `/api/chain/stores/${otherStoreId}/orders`, undefined],
      ['GET', `/api/chain/stores/${otherStoreId}/statement`, undefined],
      ['GET', `/api/chain/stores/${otherStoreId}/statement/download?format=xlsx`, undefined],
      ['PUT', `/api/chain/stores/${otherStoreId}/limit`, { monthly_limit: '1.00' }],
      ['POST', `/api/chain/stores/${otherStoreId}/address`, ADDRESS],
      ['PUT', `/api/chain/stores/${otherStoreId}/addresses/1`, ADDRESS],
      ['DELETE', `/api/chain/stores/${otherStoreId}/addresses/1`, undefined],
    ] as const) {
      const res = await c.inject(method, url, head, payload);
      expect(res.statusCode, url).toBe(404);
      expect(body(res).msg).toBe('门店不存在');
    }
    expect(await addresses()).toEqual(before);
    // And the other way round: the other chain's head office cannot read the demo chain's store.
    const theirs = await c.inject('GET', `/api/chain/stores/${storeId}/addresses`, otherHead);
    expect(body(theirs).msg).toBe('门店不存在');
  });

  it('neither head office can act as a store of the other chain; the session stays its own', async () => {
    const mine = await post(t, '/api/user/switch_store', { user_id: otherStoreId }, head);
    expect(body(mine).msg).toBe('只能切换到本连锁的门店');
    expect(mine.cookies.some((k) => k.name === 'ys_sid')).toBe(false);
    const theirs = await post(t, '/api/user/switch_store', { user_id: storeId }, otherHead);
    expect(body(theirs).msg).toBe('只能切换到本连锁的门店');
    // Their own store they may act as: the refusal above is the chain check, not a broken head.
    const own = await post(t, '/api/user/switch_store', { user_id: otherStoreId }, otherHead);
    expect(body(own).code).toBe(10000);
    const base = await t.app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie: head } });
    expect(body<{ username: string }>(base).data.username).toBe('yixin');
  });
});
