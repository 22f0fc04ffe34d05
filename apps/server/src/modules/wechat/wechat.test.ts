import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WechatScanState } from '@shop/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { cookieValue, post } from '../account/account.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A browser showing a QR code: its scene and the poll cookie only it holds. */
async function qr(purpose: 'login' | 'bind', cookie = '') {
  const res = await post(t, '/api/wechat/qr', { purpose }, cookie);
  const { scene } = body<{ scene: string }>(res).data;
  const poll = `ys_wx=${cookieValue(res, 'ys_wx')}`;
  return { scene, poll: cookie ? `${cookie}; ${poll}` : poll };
}
const phoneConfirms = (scene: string, openid: string, nickname = '王药师') =>
  post(t, '/api/wechat/sandbox/confirm', { scene, openid, nickname });
const pollOnce = (scene: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/wechat/qr/${scene}`, headers: { cookie } });
const stateOf = async (scene: string, cookie: string) =>
  body<WechatScanState>(await pollOnce(scene, cookie)).data;

describe(describeName('wechat sandbox: QR sign-in, binding, unbinding'), () => {
  it('an unknown WeChat binds an existing account by password; the same WeChat then signs in by QR alone', async () => {
    const openid = 'sandbox_kangjian_01';
    const first = await qr('login');
    expect((await stateOf(first.scene, first.poll)).status).toBe('waiting');
    expect(body(await phoneConfirms(first.scene, openid)).code).toBe(10000);
    // Someone who photographed the QR code but lacks the poll cookie learns nothing.
    expect(body(await pollOnce(first.scene, '')).msg).toBe('二维码已失效，请刷新');
    expect(await stateOf(first.scene, first.poll)).toMatchObject({ status: 'unbound', nickname: '王药师' });
    const wrong = await post(
      t,
      '/api/wechat/bind_account',
      {
        scene: first.scene,
        username: DEMO_ACCOUNTS.pharmacy.username,
        password: 'Wrong@2026',
      },
      first.poll,
    );
    expect(body(wrong).code).not.toBe(10000);
    const bound = await post(
      t,
      '/api/wechat/bind_account',
      {
        scene: first.scene,
        username: DEMO_ACCOUNTS.pharmacy.username,
        password: DEMO_PASSWORD,
      },
      first.poll,
    );
    expect(body(bound)).toMatchObject({ code: 10000, data: { status: 'bound' } });
    const session = `ys_sid=${cookieValue(bound, 'ys_sid')}`;
    expect(
      body(await t.app.inject({ method: 'GET', url: '/api/user/wechat', headers: { cookie: session } })).data,
    ).toMatchObject({ bound: true, nickname: '王药师' });

    const second = await qr('login');
    await phoneConfirms(second.scene, openid);
    const signedIn = await pollOnce(second.scene, second.poll);
    expect(body<WechatScanState>(signedIn).data.status).toBe('signed_in');
    const cookie = `ys_sid=${cookieValue(signedIn, 'ys_sid')}`;
    expect(cookieValue(signedIn, 'ky_login')).toBe('1');
    const base = body<{ username: string }>(
      await t.app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } }),
    ).data;
    expect(base.username).toBe(DEMO_ACCOUNTS.pharmacy.username);
    // The sign-in is handed out once.
    expect((await stateOf(second.scene, second.poll)).status).toBe('expired');
    // A second confirmation of a used code is refused.
    expect(body(await phoneConfirms(second.scene, openid)).msg).toBe('二维码已失效，请刷新');

    // Unbinding: the QR then no longer signs in.
    const un = await t.app.inject({ method: 'DELETE', url: '/api/user/unbind_wechat', headers: { cookie } });
    expect(body(un)).toMatchObject({ code: 10000, data: { bound: false } });
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/unbind_wechat',
      headers: { cookie },
    });
    expect(body(again).msg).toBe('您的账号尚未绑定微信');
    const third = await qr('login');
    await phoneConfirms(third.scene, openid);
    expect((await stateOf(third.scene, third.poll)).status).toBe('unbound');
  });

  it('a signed-in buyer binds from the member centre; one WeChat cannot hold two accounts', async () => {
    const clinic = await signIn(t.app, 'clinic');
    const scan = await qr('bind', clinic);
    expect(body(await phoneConfirms(scan.scene, 'sandbox_renai_0001', '仁爱诊所')).data).toMatchObject({
      status: 'bound',
    });
    expect((await stateOf(scan.scene, scan.poll)).status).toBe('bound');
    const chain = await signIn(t.app, 'chain');
    const other = await qr('bind', chain);
    expect(body(await phoneConfirms(other.scene, 'sandbox_renai_0001')).data).toMatchObject({
      status: 'conflict',
    });
    expect((await stateOf(other.scene, other.poll)).status).toBe('conflict');
    // A visitor cannot ask for a binding code; bad input is a 422.
    expect((await post(t, '/api/wechat/qr', { purpose: 'bind' })).statusCode).toBe(401);
    const bad = await post(t, '/api/wechat/sandbox/confirm', {
      scene: scan.scene,
      openid: 'x',
      nickname: 'a',
    });
    expect([bad.statusCode, body(bad).msg]).toEqual([422, '微信身份无效']);
  });

  it('a new pharmacy registered after scanning gets that WeChat bound', async () => {
    const scan = await qr('login');
    await phoneConfirms(scan.scene, 'sandbox_newshop_01', '新店店长');
    const pharmacy = await signIn(t.app, 'chainStore3');
    const res = await post(t, '/api/wechat/bind_scene', { scene: scan.scene }, `${pharmacy}; ${scan.poll}`);
    expect(body(res)).toMatchObject({ code: 10000, data: { status: 'bound', nickname: '新店店长' } });
    const wx = body<{ bound: boolean }>(
      await t.app.inject({ method: 'GET', url: '/api/user/wechat', headers: { cookie: pharmacy } }),
    ).data;
    expect(wx.bound).toBe(true);
  });
});
