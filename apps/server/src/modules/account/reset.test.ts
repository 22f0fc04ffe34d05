import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Qualification } from '@shop/shared';
import { licences, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { multipart, SAMPLE_FILES } from '../../../test/multipart';
import { lastCode, post, verifiedPhone } from './account.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const base = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } });
const login = (username: string, password: string) => post(t, '/api/user/login', { username, password });

describe(describeName('password reset'), () => {
  it("resets by SMS with the spec's {password}, ends every session, and the ticket cannot be used twice", async () => {
    const { phone, username } = DEMO_ACCOUNTS.chainStore2;
    const elsewhere = await signIn(t.app, 'chainStore2');
    expect((await base(elsewhere)).statusCode).toBe(200);
    const ticket = await verifiedPhone(t, phone, 'reset');
    const weak = await post(
      t,
      '/api/user/resetPassword',
      { password: 'abc12345', password_confirmation: 'abc12345' },
      ticket,
    );
    expect([weak.statusCode, body(weak).msg]).toEqual([422, '密码过于常见，请换一个']);
    const mismatch = await post(
      t,
      '/api/user/resetPassword',
      { password: 'Xihu2026new', password_confirmation: 'Xihu2026' },
      ticket,
    );
    expect(body(mismatch).msg).toBe('两次输入的密码不一致');
    // Spec §7: the body is {password}; the confirmation is the form's check.
    const res = await post(t, '/api/user/resetPassword', { password: 'Xihu2026new' }, ticket);
    expect(body(res)).toEqual({ code: 10000, msg: '密码已重置，请使用新密码登录', data: { username } });
    expect((await base(elsewhere)).statusCode).toBe(401);
    expect(body(await login(username, DEMO_PASSWORD)).code).toBe(10002);
    expect(body(await login(username, 'Xihu2026new')).code).toBe(10000);
    const again = await post(
      t,
      '/api/user/resetPassword',
      { password: 'Xihu2026again', password_confirmation: 'Xihu2026again' },
      ticket,
    );
    expect(body(again).msg).toBe('验证已过期，请重新获取短信验证码');
    const forged = await post(
      t,
      '/api/user/resetPassword',
      { password: 'Xihu2026again', password_confirmation: 'Xihu2026again' },
      `ys_reset=reset.${phone}.9999999999.abc`,
    );
    expect(body(forged).msg).toBe('验证已过期，请重新获取短信验证码');
  });
});

describe(describeName('basic info'), () => {
  it('changes the name freely and the mobile only with a code sent to the new one', async () => {
    const cookie = await signIn(t.app, 'chainStore3');
    const newPhone = '13900003001';
    const noCode = await post(t, '/api/user/updateUserInfo', { name: '孙浩', phone: newPhone }, cookie);
    expect(body(noCode).msg).toBe('更换手机号需填写新手机收到的短信验证码');
    const taken = await post(t, '/api/user/create_code', {
      phone: DEMO_ACCOUNTS.pharmacy.phone,
      type: 'phone',
    });
    expect(body(taken).msg).toBe('该手机号已被其他账号使用');
    await post(t, '/api/user/create_code', { phone: newPhone, type: 'phone' });
    const code = await lastCode(t, newPhone);
    const res = await post(t, '/api/user/updateUserInfo', { name: '孙浩然', phone: newPhone, code }, cookie);
    expect(body(res)).toMatchObject({ code: 10000, data: { name: '孙浩然', phone: newPhone } });
    expect(body<{ phone: string; name: string }>(await base(cookie)).data).toMatchObject({
      phone: newPhone,
      name: '孙浩然',
    });
  });
});

describe(describeName('licences'), () => {
  it('an expired licence locks buying with its reason; a renewal goes back to review', async () => {
    const cookie = await signIn(t.app, 'pharmacy');
    const [u] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.pharmacy.username));
    await t.deps.database.db.execute(
      sql`UPDATE licences SET expires_on = (now() AT TIME ZONE 'Asia/Shanghai')::date - 3 WHERE company_id = ${u?.companyId} AND kind = 'drug_license'`,
    );
    const list = body<{ list: { unavailable_reason?: string | null; buy_reason?: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/goods/list?page_size=3', headers: { cookie } }),
    );
    expect(JSON.stringify(list.data)).toContain('您的《药品经营许可证》已过期，暂不能购买');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie },
      payload: { params: [{ goods_id: 1, number: 1 }] },
    });
    expect(body(add).msg + JSON.stringify(body(add).data)).toContain('药品经营许可证》已过期');
    const b = body<{ licence_warning: { name: string; days_left: number } }>(await base(cookie)).data;
    expect(b.licence_warning).toMatchObject({ name: '药品经营许可证', days_left: -3 });

    const renewExe = await multipart({
      kind: 'drug_license',
      number: '浙CB5710999',
      expires_on: `${new Date().getUTCFullYear() + 5}-01-01`,
      file: SAMPLE_FILES.exeAsJpg(),
    });
    const exe = await t.app.inject({
      method: 'POST',
      url: '/api/user/zizhi/renew',
      payload: renewExe.payload,
      headers: { ...renewExe.headers, cookie },
    });
    expect(body(exe).msg).toBe('仅支持 JPG、PNG 图片或 PDF 文件');
    const renew = await multipart({
      kind: 'drug_license',
      number: '浙CB5710999',
      expires_on: `${new Date().getUTCFullYear() + 5}-01-01`,
      file: SAMPLE_FILES.jpeg(),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/zizhi/renew',
      payload: renew.payload,
      headers: { ...renew.headers, cookie },
    });
    const q = body<Qualification>(res).data;
    expect(q.certificates.find((c) => c.code === 'drug_license')).toMatchObject({
      number: '浙CB5710999',
      status: 'pending',
    });
    expect(q).toMatchObject({ is_passed: false, status: 'pending' });
    const [l] = await t.deps.database.db
      .select()
      .from(licences)
      .where(eq(licences.companyId, u?.companyId ?? 0));
    expect(l).toBeDefined();
  });
});
