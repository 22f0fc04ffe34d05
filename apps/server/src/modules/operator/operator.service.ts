import type { AdminLoginBody, OperatorMe } from '@shop/shared';
import type { AppDeps } from '../../deps';
import { refused, tooMany } from '../../lib/errors';
import { dummyVerify, verifyPassword } from '../auth/password';
import {
  claimTotpStep,
  findOperatorForSignIn,
  loadOperatorContext,
  recordSignIn,
  spendRecoveryCode,
  type OperatorContext,
} from './operator.repo';
import { hashRecoveryCode, isRecoveryCodeShape, verifyTotp } from './totp';
import { recordOperatorSignIn } from './sign-in-audit';

/**
 * As the buyers' sign-in (auth.service.ts): failures only count, and nothing locks an account. A
 * name guessed from one address slows that address down exponentially; an address with many
 * failures (any names) is refused for a while. The owner, from elsewhere, still gets in.
 */
export const OPERATOR_SIGN_IN_LIMITS = {
  /** Failures of one name from one address before the growing delay starts. */
  pairDelayAfter: 3,
  /** Failures from one address (any names) before that address is refused for the window. */
  perIp: { limit: 30, windowMs: 15 * 60_000 },
  failureWindowMs: 60 * 60_000,
  maxDelayMs: 5 * 60_000,
};
const L = OPERATOR_SIGN_IN_LIMITS;
const keysOf = (name: string, ip: string) => {
  const n = name.trim().toLowerCase();
  return {
    ip: `admin-signin:ipfail:${ip}`,
    pair: `admin-signin:pairfail:${ip}:${n}`,
    wait: `admin-signin:wait:${ip}:${n}`,
  };
};
const WRONG = '账号、密码或动态验证码错误';

export const meOf = (op: OperatorContext): OperatorMe => ({
  id: op.id,
  username: op.username,
  name: op.name,
  role: op.role,
  role_name: op.roleName,
  roles: op.roles,
  permissions: op.permissions,
  data_scope: op.dataScope,
  recovery_codes_left: op.recoveryCodesLeft,
  must_change_password: op.mustChangePassword,
  totp_enabled: op.totpEnabled,
});

/**
 * Password and second factor in one step; every failure reads the same, so the answer tells a
 * guesser neither whether the account exists nor which factor was wrong. Limits are counted
 * before any hashing, like the buyers' sign-in.
 */
export async function signInOperator(deps: AppDeps, body: AdminLoginBody, ip: string) {
  const db = deps.database.db;
  const { limiter } = deps;
  const k = keysOf(body.username, ip);
  const [byIp, wait] = await Promise.all([limiter.peek(k.ip), limiter.peek(k.wait)]);
  if (byIp.count >= L.perIp.limit) {
    throw tooMany(`登录尝试过于频繁，请${Math.max(1, Math.ceil(byIp.resetInMs / 60_000))}分钟后再试`);
  }
  if (wait.count > 0) {
    throw tooMany(`登录尝试过于频繁，请${Math.max(1, Math.ceil(wait.resetInMs / 1000))}秒后再试`);
  }
  // Counted up front (atomically) so parallel guesses cannot all slip in; a success clears it.
  const pair = await limiter.hit(k.pair, Number.MAX_SAFE_INTEGER, L.failureWindowMs);
  const op = await findOperatorForSignIn(db, body.username);
  const fail = async (msg: string) => {
    await limiter.hit(k.ip, L.perIp.limit, L.perIp.windowMs);
    const past = pair.count - L.pairDelayAfter;
    if (past >= 0) {
      await limiter.reset(k.wait);
      await limiter.hit(k.wait, 1, Math.min(1000 * 2 ** Math.min(past, 20), L.maxDelayMs));
    }
    await recordOperatorSignIn(db, { username: body.username, operatorId: op?.id ?? null, ip, ok: false });
    return refused(msg);
  };
  if (!op) {
    await dummyVerify(body.password);
    throw await fail(WRONG);
  }
  if (!(await verifyPassword(op.password_hash, body.password))) throw await fail(WRONG);
  let usedRecovery = false;
  // Not yet bound (new or reset operator): the password opens a session that may only change the
  // password and bind an authenticator (admin-context refuses everything else).
  if (op.totp_enabled && isRecoveryCodeShape(body.code)) {
    if (!(await spendRecoveryCode(db, op.id, hashRecoveryCode(body.code)))) throw await fail(WRONG);
    usedRecovery = true;
  } else if (op.totp_enabled) {
    const step = await verifyTotp(op.totp_secret, body.code, op.totp_last_step);
    if (step === null || !(await claimTotpStep(db, op.id, step))) throw await fail(WRONG);
  }
  if (op.disabled) throw await fail('该操作员账号已停用，请联系超级管理员');
  await Promise.all([limiter.reset(k.pair), limiter.reset(k.wait)]);
  await recordOperatorSignIn(db, { username: body.username, operatorId: op.id, ip, ok: true });
  await recordSignIn(db, op.id, ip);
  const token = await deps.operatorSessions.create(op.id);
  const ctx = await loadOperatorContext(db, op.id);
  if (!ctx) throw refused(WRONG);
  return { token, me: meOf(ctx), usedRecovery };
}

/**
 * 解锁 an operator: drops every address's failure count and delay for that name, so the next
 * sign-in waits for nothing. Returns how many counters it removed.
 */
export async function clearOperatorSignInLimits(deps: AppDeps, username: string): Promise<number> {
  const n = username.trim().toLowerCase();
  const removed = await Promise.all([
    deps.limiter.resetMatching('admin-signin:pairfail:', `:${n}`),
    deps.limiter.resetMatching('admin-signin:wait:', `:${n}`),
  ]);
  return removed.reduce((a, b) => a + b, 0);
}
