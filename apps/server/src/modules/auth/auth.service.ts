import type { AppDeps } from '../../deps';
import { refused, tooMany } from '../../lib/errors';
import { findUserForSignIn } from './auth.repo';
import { dummyVerify, verifyPassword } from './password';
import type { SignInBody } from './auth.schemas';

export const SIGN_IN_LIMITS = {
  perAccount: { limit: 5, windowMs: 15 * 60_000 },
  perIp: { limit: 30, windowMs: 15 * 60_000 },
};
const WRONG_CREDENTIALS = '用户名或密码错误';

/**
 * Checks the limits before any hashing, so a flood of guesses cannot burn CPU; both the unknown
 * account and the wrong password get the same message after the same work.
 */
export async function signIn(
  deps: AppDeps,
  body: SignInBody,
  ip: string,
): Promise<{ token: string; userId: number }> {
  const byIp = await deps.limiter.hit(
    `signin:ip:${ip}`,
    SIGN_IN_LIMITS.perIp.limit,
    SIGN_IN_LIMITS.perIp.windowMs,
  );
  // The lookup is a cheap indexed read; keying the limit by the account found (not by the text
  // typed) stops username and phone from being two separate budgets for guessing one password.
  const user = await findUserForSignIn(deps.database.db, body.username);
  const accountKey = `signin:acct:${user ? `id:${user.id}` : body.username.toLowerCase()}`;
  const byAccount = await deps.limiter.hit(
    accountKey,
    SIGN_IN_LIMITS.perAccount.limit,
    SIGN_IN_LIMITS.perAccount.windowMs,
  );
  if (!byIp.allowed || !byAccount.allowed) {
    const minutes = Math.max(1, Math.ceil(Math.max(byIp.resetInMs, byAccount.resetInMs) / 60_000));
    throw tooMany(`登录尝试过于频繁，请${minutes}分钟后再试`);
  }
  if (!user) {
    await dummyVerify(body.password);
    throw refused(WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw refused(WRONG_CREDENTIALS);
  if (user.disabled) throw refused('该账号已停用，请联系客服');
  await deps.limiter.reset(accountKey);
  const token = await deps.sessions.create(user.id);
  return { token, userId: user.id };
}
