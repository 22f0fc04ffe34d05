import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

describe(describeName('admin: who may claim a coupon-centre batch, enforced at the claim'), () => {
  let t: TestApp;
  let admin: AdminClient;
  let pharmacy: string;
  let store: string;
  let couponId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
    pharmacy = await signIn(t.app, 'pharmacy');
    store = await signIn(t.app, 'chainStore2');
    const res = await admin.post('/api/admin/promotions/coupon', {
      name: '门店专享满300减30',
      kind: 'coupon',
      rule_type: 'full_reduction',
      threshold: '300',
      amount: '30',
    });
    couponId = body<{ id: number }>(res).data.id;
  });
  afterAll(() => t.close());

  const campaign = async (who: Record<string, unknown>) => {
    const res = await admin.post('/api/admin/promotions/campaign', {
      coupon_id: couponId,
      title: '限定领券',
      total: 100,
      per_buyer: 1,
      ...who,
    });
    expect(body(res).msg).toBe('领券中心已创建');
    return body<{ id: number }>(res).data.id;
  };
  const claim = async (id: number, cookie: string) =>
    body(await t.app.inject({ method: 'POST', url: `/api/coupon/center/${id}/claim`, headers: { cookie } }));
  const offered = async (cookie: string) =>
    body<{ id: number }[]>(await t.app.inject({ url: '/api/coupon/center', headers: { cookie } })).data.map(
      (c) => c.id,
    );
  const wallet = async (username: string) =>
    (
      await queryRows<{ n: number }>(
        t.deps.database.db,
        sql`SELECT count(*)::int AS n FROM user_coupons uc JOIN users u ON u.id = uc.user_id
            WHERE u.username = ${username} AND uc.coupon_id = ${couponId}`,
      )
    )[0]!.n;

  it('a batch for chain stores is offered to and claimed by a store only; a pharmacy is refused and gets nothing', async () => {
    const id = await campaign({ company_kinds: ['chain_store'] });
    expect(await offered(pharmacy)).not.toContain(id);
    expect(await offered(store)).toContain(id);
    expect((await claim(id, pharmacy)).msg).toBe('该优惠券仅限指定客户领取');
    expect(await wallet('kangjian')).toBe(0);
    expect((await claim(id, store)).code).toBe(10000);
    expect(await wallet('yixin_xh')).toBe(1);
    const rows = body<{ id: number; claims: number; summary: string; input: { company_kinds: string[] } }[]>(
      await admin.get('/api/admin/promotions/campaign'),
    ).data;
    const row = rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({ claims: 1, input: { company_kinds: ['chain_store'] } });
    expect(row.summary).toContain('限连锁门店');
  });

  it('a region must hold the buyer’s province; a named buyer may claim wherever they are', async () => {
    const [own] = await queryRows<{ province: string }>(
      t.deps.database.db,
      sql`SELECT c.province FROM users u JOIN companies c ON c.id = u.company_id WHERE u.username = 'kangjian'`,
    );
    const elsewhere = await campaign({ provinces: ['新疆'] });
    expect((await claim(elsewhere, pharmacy)).msg).toBe('该优惠券仅限指定客户领取');
    const home = await campaign({ provinces: [own!.province], company_kinds: ['pharmacy'] });
    expect((await claim(home, store)).msg).toBe('该优惠券仅限指定客户领取');
    expect((await claim(home, pharmacy)).code).toBe(10000);
    const named = await campaign({ provinces: ['新疆'], buyers: ['yixin_xh'] });
    expect((await claim(named, store)).code).toBe(10000);
    expect((await claim(named, pharmacy)).msg).toBe('该优惠券仅限指定客户领取');
  });

  it('refuses an unknown buyer or customer type by name and creates nothing', async () => {
    const before = body<unknown[]>(await admin.get('/api/admin/promotions/campaign')).data.length;
    const typo = await admin.post('/api/admin/promotions/campaign', {
      coupon_id: couponId,
      title: '限定领券',
      total: 10,
      buyers: ['renai', 'nobody_here'],
    });
    expect(body(typo).msg).toBe('客户账号 nobody_here 不存在');
    const kind = await admin.post('/api/admin/promotions/campaign', {
      coupon_id: couponId,
      title: '限定领券',
      total: 10,
      company_kinds: ['pirate'],
    });
    expect(body(kind).msg).toBe('客户类型不正确');
    expect(body<unknown[]>(await admin.get('/api/admin/promotions/campaign')).data.length).toBe(before);
  });
});
