import type { AppDeps } from '../../deps';
import { refused, tooMany } from '../../lib/errors';
import { findUserForSignIn } from './auth.repo';
import { dummyVerify, verifyPassword } from './password';
import type { SignInBody } from '@shop/shared';
import { captchaProviderOf } from './captcha.provider';

/**
 * Failures only count (a pharmacy chain's office behind one IP signs in all day). Nothing locks an
 * account: guesses from one address slow down exponentially and need a challenge answer, and many
 * failures on one name from anywhere need the challenge too. The owner, from another address or
 * after answering the question, still gets in.
 */
export const SIGN_IN_LIMITS = {
  /** Failures of one name from one address before the challenge and the growing delay start. */
  pairChallengeAfter: 3,
  /** Failures of one name from all addresses before every attempt on it needs the challenge. */
  nameChallengeAfter: 10,
  /** Failures from one address (any names) before that address is refused for the window. */
  perIp: { limit: 30, windowMs: 15 * 60_000 },
  failureWindowMs: 60 * 60_000,
  /** Delay after the nth failure past the threshold: 1 s, 2 s, 4 s … at most 5 minutes. */
  maxDelayMs: 5 * 60_000,
};
const WRONG_CREDENTIALS = '用户名或密码错误';

/** Keys use the name as typed (trimmed, lower-cased), never whether it exists: same answers for all. */
const keys = (name: string, ip: string) => {
  const n = name.trim().toLowerCase();
  return {
    ip: `signin:ipfail:${ip}`,
    pair: `signin:pairfail:${ip}:${n}`,
    wait: `signin:wait:${ip}:${n}`,
    name: `signin:namefail:${n}`,
  };
};

const challengeData = async (deps: AppDeps) => ({ challenge: await captchaProviderOf(deps).issue() });

/**
 * Every check runs before any hashing and reads only counters keyed by what was typed, so an
 * unknown name and a known one get the same answers after the same work (no enumeration).
 */
export async function signIn(
  deps: AppDeps,
  body: SignInBody,
  ip: string,
): Promise<{ token: string; userId: number }> {
  const { limiter } = deps;
  const k = keys(body.username, ip);
  const [byIp, wait, name] = await Promise.all([
    limiter.peek(k.ip),
    limiter.peek(k.wait),
    limiter.peek(k.name),
  ]);
  if (byIp.count >= SIGN_IN_LIMITS.perIp.limit) {
    throw tooMany(`登录尝试过于频繁，请${Math.max(1, Math.ceil(byIp.resetInMs / 60_000))}分钟后再试`);
  }
  if (wait.count > 0)
    throw tooMany(`登录尝试过于频繁，请${Math.max(1, Math.ceil(wait.resetInMs / 1000))}秒后再试`);
  // Attempts of this name from this address are counted up front (atomically), so a burst of
  // parallel guesses cannot all slip in before the first failure is recorded; a success clears it.
  const pair = await limiter.hit(k.pair, Number.MAX_SAFE_INTEGER, SIGN_IN_LIMITS.failureWindowMs);
  const needsChallenge =
    pair.count > SIGN_IN_LIMITS.pairChallengeAfter || name.count >= SIGN_IN_LIMITS.nameChallengeAfter;
  if (needsChallenge && !(await captchaProviderOf(deps).verify(body.captcha_id, body.captcha))) {
    throw refused(body.captcha ? '验证码不正确，请重新计算' : '请先回答验证问题', await challengeData(deps));
  }

  const user = await findUserForSignIn(deps.database.db, body.username);
  const matched = user
    ? await verifyPassword(user.passwordHash, body.password)
    : (await dummyVerify(body.password), false);
  if (!user || !matched) {
    const [, nameFails] = await Promise.all([
      limiter.hit(k.ip, SIGN_IN_LIMITS.perIp.limit, SIGN_IN_LIMITS.perIp.windowMs),
      limiter.hit(k.name, Number.MAX_SAFE_INTEGER, SIGN_IN_LIMITS.failureWindowMs),
    ]);
    const past = pair.count - SIGN_IN_LIMITS.pairChallengeAfter;
    if (past >= 0) {
      await limiter.reset(k.wait);
      await limiter.hit(k.wait, 1, Math.min(1000 * 2 ** Math.min(past, 20), SIGN_IN_LIMITS.maxDelayMs));
    }
    const challengeNext = past >= 0 || nameFails.count >= SIGN_IN_LIMITS.nameChallengeAfter;
    throw refused(WRONG_CREDENTIALS, challengeNext ? await challengeData(deps) : null);
  }
  if (user.disabled) throw refused('该账号已停用，请联系客服');
  await Promise.all([limiter.reset(k.pair), limiter.reset(k.wait)]);
  const token = await deps.sessions.create(user.id);
  return { token, userId: user.id };
}

/** The back office's view of one buyer's sign-in throttling (failures in the current window). */
export async function signInState(deps: AppDeps, username: string) {
  const failures = (await deps.limiter.peek(keys(username, '').name)).count;
  return { failures, limited: failures >= SIGN_IN_LIMITS.pairChallengeAfter };
}

/**
 * 解锁: drops every counter of this name (all addresses' failures, waits and the name's total), so
 * the next sign-in needs neither a challenge nor a wait. Returns how many open counters it removed.
 */
export async function clearSignInLimits(deps: AppDeps, username: string): Promise<number> {
  const { limiter } = deps;
  const k = keys(username, '');
  const n = username.trim().toLowerCase();
  const open = (await limiter.peek(k.name)).count > 0 ? 1 : 0;
  const removed = await Promise.all([
    limiter.reset(k.name).then(() => open),
    limiter.resetMatching('signin:pairfail:', `:${n}`),
    limiter.resetMatching('signin:wait:', `:${n}`),
  ]);
  return removed.reduce((a, b) => a + b, 0);
}
