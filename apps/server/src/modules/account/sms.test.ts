import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { expireCodes, freshIp, lastCode, post, skipResendWait } from './account.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const send = (phone: string, type = 'register', ip = freshIp()) =>
  post(t, '/api/user/create_code', { phone, type }, '', ip);
const verify = (phone: string, code: string, type = 'register') =>
  post(t, '/api/user/verify_code', { phone, code, type });

describe(describeName('SMS codes'), () => {
  it('sends a 6-digit code through the sandbox outbox and keeps only its hash', async () => {
    const phone = '13900001001';
    const res = await send(phone);
    expect(body(res)).toEqual({ code: 10000, msg: '验证码已发送', data: { resend_in: 60, expires_in: 600 } });
    const code = await lastCode(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await queryRows<{ code_hash: string }>(
      t.deps.database.db,
      sql`SELECT code_hash FROM sms_codes WHERE phone = ${phone}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/sms_outbox?phone=${phone}` });
    expect(body<{ list: { content: string }[] }>(outbox).data.list[0]?.content).toContain(code);
  });

  it('a code works once; reused, expired or guessed codes are refused', async () => {
    const phone = '13900001002';
    await send(phone);
    const code = await lastCode(t, phone);
    expect(body(await verify(phone, code)).code).toBe(10000);
    const reused = await verify(phone, code);
    expect([reused.statusCode, body(reused).msg]).toEqual([422, '验证码已失效，请重新获取']);

    await skipResendWait(t, phone);
    await send(phone);
    const late = await lastCode(t, phone);
    await expireCodes(t, phone);
    expect(body(await verify(phone, late)).msg).toBe('验证码已失效，请重新获取');
  });

  it('five wrong tries burn the code, even for the right one afterwards', async () => {
    const phone = '13900001003';
    await send(phone);
    const code = await lastCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) msgs.push(body(await verify(phone, wrong)).msg);
    expect(msgs).toEqual([
      '验证码错误，还可尝试4次',
      '验证码错误，还可尝试3次',
      '验证码错误，还可尝试2次',
      '验证码错误，还可尝试1次',
      '验证码错误次数过多，请重新获取',
    ]);
    expect(body(await verify(phone, code)).msg).toBe('验证码已失效，请重新获取');
  });

  it('limits: 1 per 60 s and 10 per day per mobile, and a per-IP limit', async () => {
    const phone = '13900001004';
    expect(body(await send(phone)).code).toBe(10000);
    const again = await send(phone);
    expect(again.statusCode).toBe(429);
    expect(body(again).msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    let sent = 1;
    for (let i = 0; i < 12; i++) {
      await skipResendWait(t, phone);
      if (body(await send(phone)).code === 10000) sent++;
    }
    expect(sent).toBe(10);
    await skipResendWait(t, phone);
    const daily = await send(phone);
    expect([daily.statusCode, body(daily).msg]).toEqual([
      429,
      '该手机号今日获取验证码次数已达上限，请明天再试',
    ]);

    const ip = freshIp();
    let fromIp = 0;
    for (let i = 0; i < 32; i++) {
      if (body(await send(`1370000${String(1000 + i)}`, 'register', ip)).code === 10000) fromIp++;
    }
    expect(fromIp).toBe(30);
    expect(body(await send('13700009999', 'register', ip)).msg).toBe('获取验证码过于频繁，请稍后再试');
  });

  it('refuses a registered mobile for registration, and answers a reset for an unknown one without sending', async () => {
    const taken = await send(DEMO_ACCOUNTS.pharmacy.phone);
    expect(body(taken)).toMatchObject({ code: 10002, msg: '该手机号已注册，请直接登录或找回密码' });
    const unknown = await send('13900001099', 'reset');
    expect(body(unknown)).toMatchObject({ code: 10000, msg: '验证码已发送' });
    expect(await lastCode(t, '13900001099')).toBe('');
  });

  it.each([
    [{ phone: '1390000100' }, '手机号码格式不正确'],
    [{ phone: '12900001001' }, '手机号码格式不正确'],
    [{}, '请输入手机号码'],
    [{ phone: '13900001001', type: 'spam' }, '验证码用途不正确'],
  ])('%j is a 422 with %s', async (payload, msg) => {
    const res = await post(t, '/api/user/create_code', payload);
    expect([res.statusCode, body(res).msg]).toEqual([422, msg]);
  });

  it('GET /api/user/phone/:phone is limited per address like the SMS sender (issue 26, defect 11)', async () => {
    const ask = (n: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/phone/1390000${String(n).padStart(4, '0')}`,
        remoteAddress: '10.26.11.1',
      });
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push((await ask(i)).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.at(-1)).toBe(429);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/user/phone/13900001099',
      remoteAddress: '10.26.11.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('GET /api/user/phone/:phone says registered or not, and nothing more', async () => {
    const yes = await t.app.inject({ method: 'GET', url: `/api/user/phone/${DEMO_ACCOUNTS.clinic.phone}` });
    expect(body(yes)).toEqual({ code: 10000, msg: '操作成功', data: { registered: true } });
    const no = await t.app.inject({ method: 'GET', url: '/api/user/phone/13900001098' });
    expect(body(no).data).toEqual({ registered: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/phone/abc' })).statusCode).toBe(422);
  });
});
