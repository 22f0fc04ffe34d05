/**
 * Issue 14, defects 5, 6, 7 and 16: sign-in limits slow a guesser without locking the owner out,
 * answer every name alike, ignore successes, and a failed attempt keeps the current session.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import type * as PasswordModule from './password';
import { dummyVerify, verifyPassword } from './password';

vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), dummyVerify: vi.fn(real.dummyVerify) };
});

interface Refusal {
  challenge?: { id: string; question: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => vi.clearAllMocks());

let n = 0;
const freshIp = () => `10.7.${Math.floor(++n / 250)}.${n % 250}`;
const login = (payload: Record<string, string>, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload,
  });
const cookieOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'ys_sid');
  return c ? `ys_sid=${c.value}` : null;
};
/** What a person does with the question: 「23 加 18 等于多少？」→ "41". */
const answer = (q: string) => {
  const [a, b] = q.match(/\d+/g)!.map(Number);
  return String(a! + b!);
};
/** Time passing for the per-address delay, without sleeping in a test. */
const waitOut = (ip: string, name: string) => t.deps.limiter.reset(`signin:wait:${ip}:${name.toLowerCase()}`);
const clinic = DEMO_ACCOUNTS.clinic;
const chain = DEMO_ACCOUNTS.chainStore2;

describe(describeName('sign-in limits'), () => {
  it('five wrong passwords lock nobody out: the right one from a fresh address gets in at once', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      await waitOut(attacker, clinic.username);
      const res = await login({ username: clinic.username, password: `Wrong@${i}` }, attacker);
      // The fourth attempt from this address needs the challenge answered first.
      expect(body(res)).toMatchObject({ code: 10002, msg: i < 3 ? '用户名或密码错误' : '请先回答验证问题' });
    }
    const owner = await login({ username: clinic.username, password: DEMO_PASSWORD }, freshIp());
    expect(body(owner).code).toBe(10000);
    expect(cookieOf(owner)).not.toBeNull();
  });

  it('from the guessing address the delay grows and a challenge is asked; answered, the owner gets in', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect(body(await login({ username: chain.username, password: 'Wrong@1' }, ip)).code).toBe(10002);
    }
    // Straight after the third failure: slowed down, before any hashing.
    vi.clearAllMocks();
    const early = await login({ username: chain.username, password: DEMO_PASSWORD }, ip);
    expect(early.statusCode).toBe(429);
    expect(body(early).msg).toMatch(/^登录尝试过于频繁，请\d+秒后再试$/);
    expect(verifyPassword).not.toHaveBeenCalled();
    await waitOut(ip, chain.username);
    const asked = await login({ username: chain.username, password: DEMO_PASSWORD }, ip);
    const { challenge } = body<Refusal>(asked).data;
    expect(body(asked).msg).toBe('请先回答验证问题');
    expect(challenge?.question).toMatch(/^\d+ 加 \d+ 等于多少？$/);
    expect(verifyPassword).not.toHaveBeenCalled();
    await waitOut(ip, chain.username);
    const wrong = await login(
      { username: chain.username, password: DEMO_PASSWORD, captcha_id: challenge!.id, captcha: '1000' },
      ip,
    );
    expect(body(wrong).msg).toBe('验证码不正确，请重新计算');
    const solved = { captcha_id: challenge!.id, captcha: answer(challenge!.question) };
    await waitOut(ip, chain.username);
    const ok = await login({ username: chain.username, password: DEMO_PASSWORD, ...solved }, ip);
    expect(body(ok).code).toBe(10000);
    // A solved question cannot be replayed for more guesses, but a success cleared this address.
    const again = await login({ username: chain.username, password: DEMO_PASSWORD }, ip);
    expect(body(again).code).toBe(10000);
  });

  it('a known name in other letter case and an unknown name get the same answers after the same work', async () => {
    const trace = async (username: string) => {
      const ip = freshIp();
      const out: string[] = [];
      for (const name of [username, username, username, username, username, username.toUpperCase()]) {
        await waitOut(ip, name);
        vi.clearAllMocks();
        const res = await login({ username: name, password: 'Wrong@9' }, ip);
        const b = body<Refusal | null>(res);
        const hashed = vi.mocked(verifyPassword).mock.calls.length + vi.mocked(dummyVerify).mock.calls.length;
        out.push(`${res.statusCode}/${b.code}/${b.msg}/${b.data?.challenge ? 'challenge' : '-'}/${hashed}`);
      }
      return out;
    };
    const known = await trace(DEMO_ACCOUNTS.pharmacy.username);
    expect(await trace('nosuchbuyer')).toEqual(known);
    expect(known.at(-1)).toBe('200/10002/请先回答验证问题/challenge/0');
  });

  it('successes do not count toward the per-address limit; failures from one address do', async () => {
    const office = freshIp();
    for (let i = 0; i < 35; i++) {
      expect(body(await login({ username: chain.username, password: DEMO_PASSWORD }, office)).code).toBe(
        10000,
      );
    }
    expect(body(await login({ username: chain.username, password: 'Wrong@1' }, office)).code).toBe(10002);
    const sprayer = freshIp();
    for (let i = 0; i < 30; i++) {
      expect(body(await login({ username: `buyer${i}`, password: 'Wrong@1' }, sprayer)).code).toBe(10002);
    }
    vi.clearAllMocks();
    const refused = await login({ username: 'buyer99', password: 'Wrong@1' }, sprayer);
    expect(refused.statusCode).toBe(429);
    expect(verifyPassword).not.toHaveBeenCalled();
    expect(dummyVerify).not.toHaveBeenCalled();
  });

  it('a failed sign-in keeps the session the browser holds', async () => {
    const ip = freshIp();
    const cookie = cookieOf(await login({ username: clinic.username, password: DEMO_PASSWORD }, ip))!;
    const failed = await login({ username: clinic.username, password: 'Wrong@1' }, ip, cookie);
    expect(body(failed).code).toBe(10002);
    expect(cookieOf(failed)).toBeNull();
    const base = await t.app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } });
    expect(base.statusCode).toBe(200);
  });
});
