import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyerDetail, AdminBuyerRow, AuditRow } from '@shop/shared';
import { queryRows } from '../../db/query';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { operatorCookie } from '../../../test/admin';
import { multipart, SAMPLE_FILES } from '../../../test/multipart';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';

describe(describeName('back office: buyers'), () => {
  let t: TestApp;
  const ops = {} as Record<'quality' | 'finance' | 'service' | 'goods' | 'super', string>;
  const ids = {} as Record<'clinic' | 'pharmacy' | 'chain', number>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const r of ['quality', 'finance', 'service', 'goods', 'super'] as const)
      ops[r] = await operatorCookie(t, r);
    for (const k of ['clinic', 'pharmacy', 'chain'] as const) {
      const [u] = await queryRows<{ id: number }>(
        t.deps.database.db,
        sql`SELECT id FROM users WHERE username = ${DEMO_ACCOUNTS[k].username}`,
      );
      ids[k] = u!.id;
    }
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, cookie = ops.finance) =>
    body<T>(await t.app.inject({ method: 'GET', url, headers: { cookie } }));
  const post = async (url: string, cookie: string, payload: object = {}) =>
    body(await t.app.inject({ method: 'POST', url, headers: { cookie }, payload }));
  const detail = async (id: number) => (await get<AdminBuyerDetail>(`/api/admin/buyers/${id}`)).data;
  const auditCount = async (id: number) =>
    (
      await get<{ total: number; list: AuditRow[] }>(
        `/api/admin/audit?target_type=buyer&target_id=${id}`,
        ops.super,
      )
    ).data.total;
  const list = async (q: string) =>
    (await get<{ list: AdminBuyerRow[]; total: number }>(`/api/admin/buyers?${q}`)).data;

  it('lists buyers on the server with search, region, type, verified and licence-expiring filters', async () => {
    const all = await list('page_size=5');
    expect(all.list).toHaveLength(5);
    expect(all.total).toBeGreaterThan(30);
    const clinic = (await list('keyword=renai')).list;
    expect(clinic.map((b) => b.company)).toEqual([DEMO_ACCOUNTS.clinic.company]);
    expect(clinic[0]).toMatchObject({ is_passed: false, review_text: '待审核', kind_text: '诊所' });
    const unverified = await list('verified=no&page_size=100');
    expect(unverified.list.every((b) => !b.is_passed)).toBe(true);
    expect(unverified.list.map((b) => b.username)).toContain('renai');
    // A region by its code, at any level: 宁波市 (city) and 浙江省 (province).
    const ningbo = await list('region_code=330200&page_size=100');
    expect(ningbo.total).toBeGreaterThan(0);
    expect(ningbo.list.every((b) => b.region.includes('宁波市'))).toBe(true);
    const zhejiang = await list('region_code=330000&page_size=100');
    expect(zhejiang.total).toBeGreaterThan(ningbo.total);
    expect(zhejiang.list.every((b) => b.region.startsWith('浙江省'))).toBe(true);
    const badRegion = await get('/api/admin/buyers?region_code=宁波');
    expect(badRegion.code).toBe(422);
    expect(badRegion.msg).toBe('地区不正确');
    const clinics = await list('kind=clinic&page_size=100');
    expect(clinics.list.every((b) => b.kind === 'clinic')).toBe(true);
    const expiring = await list('licence_expiring=1&page_size=100');
    expect(expiring.total).toBeGreaterThan(0);
    expect(expiring.list.every((b) => b.licence_days_left !== null && b.licence_days_left <= 30)).toBe(true);
    expect((await get('/api/admin/buyers?kind=x')).code).toBe(422);
    expect((await get('/api/admin/buyers', ops.goods)).code).toBe(403);
  });

  it('shows one buyer: company, stores, addresses, orders, balance, points, licences and managers', async () => {
    const d = await detail(ids.chain);
    expect(d.company.chain_name).not.toBe('');
    expect(d.stores.map((s) => s.username)).toEqual(
      expect.arrayContaining([DEMO_ACCOUNTS.chainStore2.username, DEMO_ACCOUNTS.chainStore3.username]),
    );
    const p = await detail(ids.pharmacy);
    expect(p.orders_total).toBeGreaterThan(0);
    // 最近订单 newest placed first: the seed stores orders out of placing order.
    const placed = p.orders.map((o) => Date.parse(o.created_at));
    expect(placed.length).toBeGreaterThan(2);
    expect(placed).toEqual([...placed].sort((a, b) => b - a));
    expect(p.addresses.length).toBeGreaterThan(0);
    expect(p.licences.map((l) => l.name)).toContain('营业执照');
    expect(p.managers.length).toBeGreaterThan(1);
    expect(Number(p.balance)).toBeGreaterThan(0);
    expect((await get(`/api/admin/buyers/999999`)).code).not.toBe(10000);
  });

  it('质管 sees the uploaded licence image, rejects once, approves once; the clinic may then buy', async () => {
    const clinic = await signIn(t.app, 'clinic');
    const form = await multipart({
      kind: 'medical_license',
      number: 'PDY00001233020311A1002',
      expires_on: `${new Date().getUTCFullYear() + 4}-06-30`,
      file: SAMPLE_FILES.jpeg(),
    });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/user/zizhi/renew',
      payload: form.payload,
      headers: { ...form.headers, cookie: clinic },
    });
    expect(body(up).code).toBe(10000);
    const before = await detail(ids.clinic);
    const withImage = before.licences.find((l) => l.kind === 'medical_license');
    expect(withImage?.image_url).toMatch(/^\/api\/admin\/buyers\/\d+\/licences\/\d+\/image$/);
    const img = await t.app.inject({
      method: 'GET',
      url: withImage!.image_url!,
      headers: { cookie: ops.quality },
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    // Another buyer's id with this licence answers like a missing file.
    const other = withImage!.image_url!.replace(`/buyers/${ids.clinic}/`, `/buyers/${ids.pharmacy}/`);
    expect(
      (await t.app.inject({ method: 'GET', url: other, headers: { cookie: ops.quality } })).statusCode,
    ).toBe(404);

    const goods = (await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 5))[0]!;
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { cookie: clinic },
        payload: { params: [{ goods_id: goods.id, number: 1 }] },
      });
    expect(body(await add()).msg).toContain('资质');

    const url = `/api/admin/buyers/${ids.clinic}`;
    expect((await post(`${url}/reject`, ops.service, { reason: '执业许可证模糊' })).code).toBe(403);
    expect((await post(`${url}/reject`, ops.quality, { reason: '' })).code).toBe(422);
    expect(await post(`${url}/reject`, ops.quality, { reason: '执业许可证照片模糊' })).toMatchObject({
      code: 10000,
    });
    const rejectAgain = await post(`${url}/reject`, ops.quality, { reason: '再次驳回' });
    expect(rejectAgain).toMatchObject({ code: 10002, msg: '该客户资质已驳回，等待客户重新上传证照' });
    expect((await detail(ids.clinic)).company.note).toBe('执业许可证照片模糊');

    const approve = {
      scope: ['chemical', 'tcm_patent'],
      expiries: [{ kind: 'purchase_proxy', expires_on: '2031-12-31' }],
    };
    expect((await post(`${url}/approve`, ops.quality, { ...approve, scope: ['nonsense'] })).code).toBe(422);
    expect(await post(`${url}/approve`, ops.quality, approve)).toMatchObject({ code: 10000 });
    const audits = await auditCount(ids.clinic);
    const again = await post(`${url}/approve`, ops.quality, approve);
    expect(again).toMatchObject({ code: 10002, msg: '该客户资质已审核通过，无需重复审核' });
    expect(await auditCount(ids.clinic)).toBe(audits);

    const after = await detail(ids.clinic);
    expect(after.company).toMatchObject({ is_passed: true, review_text: '已认证' });
    expect(after.company.business_scope.map((s) => s.name)).toEqual(['化学药制剂', '中成药']);
    expect(after.licences.find((l) => l.kind === 'purchase_proxy')?.expires_on).toBe('2031-12-31');
    const msgs = await t.app.inject({
      method: 'GET',
      url: '/api/user/messages?page=1',
      headers: { cookie: clinic },
    });
    expect(msgs.body).toContain('资质审核通过');
    expect(msgs.body).toContain('执业许可证照片模糊');
    expect(body(await add()).code).toBe(10000);
  });

  it('客服 assigns an account manager once; the buyer sees them as 专属客服', async () => {
    const d = await detail(ids.pharmacy);
    const next = d.managers.find((m) => m.id !== d.manager?.id)!;
    const url = `/api/admin/buyers/${ids.pharmacy}/manager`;
    expect((await post(url, ops.finance, { manager_id: next.id })).code).toBe(403);
    expect((await post(url, ops.service, { manager_id: 999999 })).code).toBe(422);
    expect(await post(url, ops.service, { manager_id: next.id })).toMatchObject({ code: 10000 });
    expect(await post(url, ops.service, { manager_id: next.id })).toMatchObject({
      code: 10002,
      msg: `该客户的客户经理已是${next.name}`,
    });
    const buyer = await signIn(t.app, 'pharmacy');
    const base = await t.app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie: buyer } });
    expect(base.body).toContain(next.name);
  });

  it('财务 adjusts balance and points with a reason, logged for the buyer; a resubmission is refused', async () => {
    const url = `/api/admin/buyers/${ids.pharmacy}/wallet`;
    const d = await detail(ids.pharmacy);
    const credit = { kind: 'balance', amount: '12.50', expected: d.balance, reason: '补偿运费' };
    expect((await post(url, ops.service, credit)).code).toBe(403);
    expect((await post(url, ops.finance, { ...credit, reason: '' })).code).toBe(422);
    expect(await post(url, ops.finance, credit)).toMatchObject({ code: 10000 });
    expect(await post(url, ops.finance, credit)).toMatchObject({ code: 10002 });
    const after = await detail(ids.pharmacy);
    expect(Number(after.balance) * 100).toBe(Math.round(Number(d.balance) * 100) + 1250);
    expect(after.money_log[0]).toMatchObject({ amount: '12.50', remark: '人工调整：补偿运费' });
    const overdraw = {
      kind: 'balance',
      amount: (-(Number(after.balance) + 1)).toFixed(2),
      expected: after.balance,
      reason: '扣减',
    };
    expect(await post(url, ops.finance, overdraw)).toMatchObject({
      code: 10002,
      msg: '调整后余额不能为负数',
    });

    const pts = { kind: 'points', amount: '-5', expected: String(after.points), reason: '积分纠错' };
    expect(await post(url, ops.finance, pts)).toMatchObject({ code: 10000 });
    expect(await post(url, ops.finance, pts)).toMatchObject({ code: 10002 });
    expect(
      (await post(url, ops.finance, { ...pts, amount: '1.5', expected: String(after.points - 5) })).code,
    ).toBe(422);
    const last = await detail(ids.pharmacy);
    expect(last.points).toBe(after.points - 5);
    expect(last.points_log[0]).toMatchObject({ delta: -5, remark: '人工调整：积分纠错' });
  });

  it('客服 unlocks a buyer slowed by failed sign-ins, once', async () => {
    const url = `/api/admin/buyers/${ids.chain}/unlock`;
    expect(await post(url, ops.service)).toMatchObject({
      code: 10002,
      msg: '该账号当前没有登录限制，无需解锁',
    });
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: DEMO_ACCOUNTS.chain.username, password },
      });
    for (let k = 0; k < 3; k++) await login('wrong-password-1');
    expect((await detail(ids.chain)).sign_in).toMatchObject({ failures: 3, limited: true });
    expect(body(await login(DEMO_PASSWORD)).code).not.toBe(10000);
    expect((await post(url, ops.finance)).code).toBe(403);
    expect(await post(url, ops.service)).toMatchObject({ code: 10000 });
    expect(await post(url, ops.service)).toMatchObject({ code: 10002 });
    expect((await detail(ids.chain)).sign_in).toMatchObject({ failures: 0, limited: false });
    expect(body(await login(DEMO_PASSWORD)).code).toBe(10000);
  });

  it('客服 switches a buyer’s 在线客服 on and off; the buyer’s chat follows, a repeat is refused', async () => {
    const url = `/api/admin/buyers/${ids.pharmacy}/chat`;
    const buyer = await signIn(t.app, 'pharmacy');
    const chatOpen = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie: buyer } }))
        .statusCode;
    expect((await detail(ids.pharmacy)).can_chat).toBe(false);
    expect(await chatOpen()).toBe(403);
    expect((await post(url, ops.finance, { enabled: true })).code).toBe(403);
    const audits = await auditCount(ids.pharmacy);
    expect(await post(url, ops.service, { enabled: true })).toMatchObject({ code: 10000 });
    expect(await post(url, ops.service, { enabled: true })).toMatchObject({
      code: 10002,
      msg: '该客户已开通在线客服',
    });
    expect((await detail(ids.pharmacy)).can_chat).toBe(true);
    expect(await auditCount(ids.pharmacy)).toBe(audits + 1);
    expect(await chatOpen()).toBe(200);
    expect(await post(url, ops.service, { enabled: false })).toMatchObject({ code: 10000 });
    expect(await chatOpen()).toBe(403);
  });

  it('a new buyer has 在线客服 on by default', async () => {
    const [row] = await queryRows<{ on: boolean }>(
      t.deps.database.db,
      sql`SELECT column_default = 'true' AS on FROM information_schema.columns
           WHERE table_name = 'users' AND column_name = 'is_can_chat'`,
    );
    expect(row?.on).toBe(true);
  });
});
