import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreList } from '@shop/shared';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { multipart, SAMPLE_FILES, type TestFile } from '../../../test/multipart';
import { approveQualification } from '../user/review.service';
import { cookieValue, post, registrationFields, submitRegistration, verifiedPhone } from './account.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A store's fields as the head office fills them in /zhzx/ddgl. */
function storeFields(suffix: string, phone: string): Record<string, string | TestFile> {
  const { kind: _kind, ...fields } = registrationFields(suffix);
  return {
    ...fields,
    username: `yixin_${suffix}`,
    phone,
    company: `浙江益心堂医药连锁有限公司${suffix}店`,
  };
}

async function addStore(cookie: string, fields: Record<string, string | TestFile>) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({ method: 'POST', url: '/api/user/stores', payload, headers: { ...headers, cookie } });
}
const stores = async (cookie: string) =>
  body<StoreList>(await t.app.inject({ method: 'GET', url: '/api/user/stores', headers: { cookie } })).data;
const baseCompany = async (cookie: string) =>
  body<{ company: string }>(await t.app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } }))
    .data.company;

describe(describeName('chain stores'), () => {
  it('the head office adds a store with its own licences; it waits for its own review', async () => {
    const head = await signIn(t.app, 'chain');
    const bad = await addStore(head, { ...storeFields('gs', '13900003001'), phone: '1390000' });
    expect([bad.statusCode, body(bad).msg]).toEqual([422, '手机号码格式不正确']);
    const exe = await addStore(head, {
      ...storeFields('gs', '13900003001'),
      business_license_file: SAMPLE_FILES.exeAsJpg(),
    });
    expect(body(exe).msg).toBe('仅支持 JPG、PNG 图片或 PDF 文件');
    const dupPhone = await addStore(head, storeFields('gs', DEMO_ACCOUNTS.clinic.phone));
    expect(body(dupPhone).msg).toBe('该手机号已注册，请换一个门店手机号');

    const res = await addStore(head, storeFields('gs', '13900003001'));
    expect(body(res)).toMatchObject({ code: 10000, data: { username: 'yixin_gs' } });
    const list = await stores(head);
    expect(list.is_head).toBe(true);
    expect(list.list[0]).toMatchObject({ username: DEMO_ACCOUNTS.chain.username, is_head: true });
    expect(list.list.find((s) => s.username === 'yixin_gs')).toMatchObject({
      company: '浙江益心堂医药连锁有限公司gs店',
      is_passed: false,
      status_text: '审核中',
      phone: '13900003001',
    });
    // The store signs in by itself with its own password, and sees 审核中 on its licences.
    const login = await post(t, '/api/user/login', { username: 'yixin_gs', password: 'Kangning2026' });
    const storeCookie = `ys_sid=${cookieValue(login, 'ys_sid')}`;
    const zizhi = body<{ status: string }>(
      await t.app.inject({ method: 'GET', url: '/api/user/zizhi', headers: { cookie: storeCookie } }),
    ).data;
    expect(zizhi.status).toBe('pending');
  });

  it('only a head office adds stores, and nobody outside the chain sees them', async () => {
    const [pharmacy, store2] = await Promise.all([signIn(t.app, 'pharmacy'), signIn(t.app, 'chainStore2')]);
    expect((await addStore(store2, storeFields('x1', '13900003002'))).statusCode).toBe(403);
    expect((await addStore(pharmacy, storeFields('x2', '13900003003'))).statusCode).toBe(403);
    expect(await stores(pharmacy)).toEqual({ chain: null, is_head: false, can_switch: false, list: [] });
    const seenByStore = await stores(store2);
    expect([seenByStore.is_head, seenByStore.can_switch]).toEqual([false, false]);
  });

  it('the head buys for a store by switching to it, and switches back; others cannot switch', async () => {
    const head = await signIn(t.app, 'chain');
    const list = await stores(head);
    const xh = list.list.find((s) => s.username === DEMO_ACCOUNTS.chainStore2.username);
    const bj = list.list.find((s) => s.username === DEMO_ACCOUNTS.chainStore3.username);
    const headId = list.list[0]?.user_id;

    const pharmacy = await signIn(t.app, 'pharmacy');
    const stranger = await post(t, '/api/user/switch_store', { user_id: xh?.user_id }, pharmacy);
    expect(stranger.statusCode).toBe(403);
    const store2 = await signIn(t.app, 'chainStore2');
    const byStore = await post(t, '/api/user/switch_store', { user_id: bj?.user_id }, store2);
    expect(byStore.statusCode).toBe(403);
    const outside = await post(t, '/api/user/switch_store', { user_id: 1 }, head);
    expect(body(outside).msg).toBe('只能切换到本连锁的门店');

    const sw = await post(t, '/api/user/switch_store', { user_id: xh?.user_id }, head);
    expect(body(sw)).toMatchObject({ code: 10000, data: { user_id: xh?.user_id } });
    const cookie = `ys_sid=${cookieValue(sw, 'ys_sid')}; ys_chain=${cookieValue(sw, 'ys_chain')}`;
    expect(cookieValue(sw, 'ky_login')).toBe('1');
    expect(await baseCompany(cookie)).toBe(DEMO_ACCOUNTS.chainStore2.company);
    expect((await stores(cookie)).can_switch).toBe(true);
    // The head's old session ended with the switch.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie: head } })).statusCode,
    ).toBe(401);
    // The chain cookie is bound to that session: with another session it opens nothing.
    const forged = `${store2}; ys_chain=${cookieValue(sw, 'ys_chain')}`;
    expect((await post(t, '/api/user/switch_store', { user_id: bj?.user_id }, forged)).statusCode).toBe(403);

    const back = await post(t, '/api/user/switch_store', { user_id: headId }, cookie);
    expect(body(back).code).toBe(10000);
    expect(await baseCompany(`ys_sid=${cookieValue(back, 'ys_sid')}`)).toBe(DEMO_ACCOUNTS.chain.company);
  });

  it('a chain head registered through /register/dd founds its own chain; its store is reviewed on its own', async () => {
    const ticket = await verifiedPhone(t, '13900003010');
    const res = await submitRegistration(t, ticket, {
      ...registrationFields('dd1'),
      kind: 'chain_head',
      company: '宁波众康医药连锁有限公司',
    });
    const head = `ys_sid=${cookieValue(res, 'ys_sid')}`;
    const own = await stores(head);
    expect(own).toMatchObject({ chain: { name: '宁波众康医药连锁有限公司' }, is_head: true });
    expect(own.list.map((s) => s.company)).toEqual(['宁波众康医药连锁有限公司']);
    const added = body<{ user_id: number }>(await addStore(head, storeFields('zk1', '13900003011'))).data;
    expect((await stores(head)).list.map((s) => s.status_text)).toEqual(['审核中', '审核中']);
    await approveQualification(t.deps.database.db, added.user_id);
    expect((await stores(head)).list[1]?.status_text).toBe('已认证');
    // Not the demo chain's stores: the new chain holds only its own.
    expect((await stores(head)).list.some((s) => s.username === DEMO_ACCOUNTS.chainStore2.username)).toBe(
      false,
    );
  });
});
