import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { messages, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import type { BaseInfo } from './user.service';
import { verifyChatToken } from './chat-token';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['pharmacy', 'clinic', 'chain'] as const) cookies[k] = await signIn(t.app, k);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = cookies.pharmacy) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const userId = async (username: string) => {
  const [u] = await t.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  return u?.id ?? 0;
};

describe(describeName('GET /api/user/base'), () => {
  it('is 10001 with HTTP 401 for a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/base' });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ code: 10001, msg: '请先登录', data: null });
  });

  it('gives the whole header shape with the seeded values of the demo pharmacy', async () => {
    const res = await get('/api/user/base');
    expect(res.statusCode).toBe(200);
    const { code, data } = body<BaseInfo>(res);
    expect(code).toBe(10000);
    expect(Object.keys(data).sort()).toEqual(
      [
        'show',
        'username',
        'name',
        'phone',
        'company',
        'face',
        'rank',
        'admin',
        'address',
        'is_passed',
        'points',
        'cart',
        'message_count',
        'wechat',
        'common_config',
        'quality_inspection',
        'login_url',
        'is_show_youx',
        'is_special',
        'is_can_chat',
        'token',
        'is_AfterSale',
        'licence_warning',
        'receipt_overdue',
        'ywy',
        'customer',
      ].sort(),
    );
    expect(data).toMatchObject({
      show: true,
      receipt_overdue: 0,
      username: 'kangjian',
      phone: DEMO_ACCOUNTS.pharmacy.phone,
      company: '杭州康健大药房有限公司',
      name: '张丽华',
      rank: '钻石会员',
      admin: { name: '王晓燕', phone: '13957108826', is_default: 0 },
      ywy: { name: '王晓燕', phone: '13957108826' },
      address: '浙江省杭州市西湖区文三路478号华星时代广场一楼',
      is_passed: true,
      points: 12680,
      // The seed's confirmed transfer and shipment each told the pharmacy (notify/buyer-notify.ts).
      message_count: 8,
      wechat: 'kangjian_zlh',
      common_config: { hot_line: '400-826-3999', qq1: '3008263901', qq2: '3008263902' },
      quality_inspection: {
        quality_inspection_url: '/jybg',
        msg: expect.stringContaining('药检报告') as string,
      },
      login_url: '/login',
      is_special: true,
      is_can_chat: false,
      token: '',
      is_AfterSale: true,
      customer: {
        name: '杭州康健大药房有限公司',
        kind: 'pharmacy',
        is_passed: true,
        chain: null,
        stores: [],
      },
    });
    expect(data.customer.business_scope).toContainEqual({ code: 'chemical', name: '化学药制剂' });
  });

  it('counts cart lines and unread messages live', async () => {
    const id = await userId('kangjian');
    const before = body<BaseInfo>(await get('/api/user/base')).data;
    const [row] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM cart_lines WHERE user_id = ${id}`,
    );
    expect(before.cart).toBe(row?.n);
    const [g1, g2] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM goods WHERE id NOT IN (SELECT goods_id FROM cart_lines WHERE user_id = ${id}) ORDER BY id LIMIT 2`,
    );
    await t.deps.database.db.execute(
      sql`INSERT INTO cart_lines (user_id, goods_id, number) VALUES (${id}, ${g1?.id}, 1), (${id}, ${g2?.id}, 2)`,
    );
    await t.deps.database.db.insert(messages).values({ userId: id, title: '新消息', content: '测试' });
    const after = body<BaseInfo>(await get('/api/user/base')).data;
    expect(after.cart).toBe(before.cart + 2);
    expect(after.message_count).toBe(before.message_count + 1);
  });

  it('shows the clinic unqualified, with the default manager (is_default 1) and no after-sale', async () => {
    const { data } = body<BaseInfo>(await get('/api/user/base', cookies.clinic));
    expect(data).toMatchObject({
      company: '宁波市鄞州仁爱诊所',
      is_passed: false,
      is_AfterSale: false,
      admin: { name: '平台客服', is_default: 1 },
      customer: {
        kind: 'clinic',
        is_passed: false,
        qualification_note: expect.stringContaining('待上传') as string,
      },
    });
  });

  it('gives a chain its stores and a chat token that is an HMAC of the user id, not the session', async () => {
    const { data } = body<BaseInfo>(await get('/api/user/base', cookies.chain));
    const id = await userId('yixin');
    expect(data.is_can_chat).toBe(true);
    expect(verifyChatToken(t.deps.config.SESSION_SECRET, id, data.token)).toBe(true);
    expect(verifyChatToken(t.deps.config.SESSION_SECRET, id + 1, data.token)).toBe(false);
    expect(cookies.chain).not.toContain(data.token);
    expect(data.customer.chain?.name).toBe('浙江益心堂医药连锁有限公司');
    expect(data.customer.stores.map((s) => [s.username, s.is_current])).toEqual([
      ['yixin', true],
      ['yixin_xh', false],
      ['yixin_bj', false],
    ]);
  });

  it('treats a disabled account as signed out', async () => {
    const cookie = await signIn(t.app, 'chainStore3');
    await t.deps.database.db.update(users).set({ disabled: true }).where(eq(users.username, 'yixin_bj'));
    const res = await get('/api/user/base', cookie);
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe(10001);
  });
});

describe(describeName('qualification and business scope'), () => {
  it('the pharmacy is certified with both certificates on file', async () => {
    const { data } = body<{ status: string; certificates: { code: string; status: string }[] }>(
      await get('/api/user/zizhi'),
    );
    expect(data).toMatchObject({ is_passed: true, status: 'passed', status_text: '资质已认证' });
    expect(data.certificates.map((c) => [c.code, c.status])).toEqual([
      ['business_license', 'approved'],
      ['drug_license', 'approved'],
      ['purchase_proxy', 'approved'],
    ]);
  });

  it('the clinic lacks its practice licence and sees the review note', async () => {
    const { data } = body<{ certificates: { code: string; status: string; name: string }[] }>(
      await get('/api/user/zizhi', cookies.clinic),
    );
    expect(data).toMatchObject({
      is_passed: false,
      status: 'incomplete',
      note: expect.stringContaining('医疗机构执业许可证') as string,
    });
    expect(data.certificates.find((c) => c.code === 'medical_license')).toMatchObject({
      code: 'medical_license',
      name: '医疗机构执业许可证',
      status: 'missing',
    });
  });

  it('business scope comes in Chinese labels', async () => {
    const { data } = body<{ list: { code: string; name: string }[]; text: string }>(
      await get('/api/user/jyfw', cookies.clinic),
    );
    expect(data.list).toContainEqual({ code: 'device_3', name: '第三类医疗器械' });
    expect(data.list.every((s) => /[\u4e00-\u9fa5]/.test(s.name))).toBe(true);
    expect(data.text).toBe(data.list.map((s) => s.name).join('、'));
  });

  it.each(['/api/user/zizhi', '/api/user/jyfw', '/api/user/messages'])(
    '%s needs a signed-in buyer',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect([res.statusCode, body(res).code]).toEqual([401, 10001]);
    },
  );
});

describe(describeName('messages'), () => {
  interface Msg {
    id: number;
    title: string;
    is_read: boolean;
    created_at: string;
  }
  const read = (id: number | string, cookie = cookies.pharmacy, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/user/messages/${id}/read`, headers: { cookie, ...headers } });

  it('lists the own messages newest first with totals, paged', async () => {
    const { data } = body<{ list: Msg[]; total: number; unread: number }>(
      await get('/api/user/messages?page_size=3'),
    );
    expect(data.list.length).toBe(3);
    expect(data.total).toBeGreaterThanOrEqual(6);
    const times = data.list.map((m) => Date.parse(m.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body<{ total: number }>(await get('/api/user/messages', cookies.clinic)).data.total).toBe(0);
    const bad = await get('/api/user/messages?page=abc');
    expect([bad.statusCode, body(bad).msg]).toEqual([422, '页码不正确']);
  });

  it('marks an own message read and lowers the badge', async () => {
    const before = body<{ list: Msg[]; unread: number }>(await get('/api/user/messages?page_size=50')).data;
    const target = before.list.find((m) => !m.is_read);
    const res = await read(target?.id ?? 0);
    expect(body(res)).toMatchObject({
      code: 10000,
      data: { id: target?.id, is_read: true, unread: before.unread - 1 },
    });
    expect(body<BaseInfo>(await get('/api/user/base')).data.message_count).toBe(before.unread - 1);
    expect(body(await read(target?.id ?? 0)).data).toMatchObject({ unread: before.unread - 1 });
  });

  it("another buyer's message is not found and stays unread", async () => {
    const owner = await userId('kangjian');
    const [theirs] = await t.deps.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, owner), eq(messages.isRead, false)))
      .limit(1);
    const res = await read(theirs?.id ?? 0, cookies.clinic);
    expect([res.statusCode, body(res).msg]).toEqual([404, '消息不存在']);
    const [after] = await t.deps.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, theirs?.id ?? 0));
    expect(after?.isRead).toBe(false);
  });

  it('refuses a malformed id, a visitor and a cross-site request', async () => {
    expect(body(await read('abc')).msg).toBe('消息编号不正确');
    expect((await read('99999999999')).statusCode).toBe(422);
    expect((await read(1, '')).statusCode).toBe(401);
    expect((await read(1, cookies.pharmacy, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});
