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

const LIMITS = { perAccount: 5, perIp: 30, windowMs: 15 * 60_000 };
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
  const byIp = await deps.limiter.hit(`admin-signin:ip:${ip}`, LIMITS.perIp, LIMITS.windowMs);
  const op = await findOperatorForSignIn(db, body.username);
  const accountKey = `admin-signin:acct:${op ? `id:${op.id}` : body.username.toLowerCase()}`;
  const byAccount = await deps.limiter.hit(accountKey, LIMITS.perAccount, LIMITS.windowMs);
  if (!byIp.allowed || !byAccount.allowed) {
    const minutes = Math.max(1, Math.ceil(Math.max(byIp.resetInMs, byAccount.resetInMs) / 60_000));
    throw tooMany(`登录尝试过于频繁，请${minutes}分钟后再试`);
  }
  if (!op) {
    await dummyVerify(body.password);
    throw refused(WRONG);
  }
  if (!(await verifyPassword(op.password_hash, body.password))) throw refused(WRONG);
  let usedRecovery = false;
  // Not yet bound (new or reset operator): the password opens a session that may only change the
  // password and bind an authenticator (admin-context refuses everything else).
  if (op.totp_enabled && isRecoveryCodeShape(body.code)) {
    if (!(await spendRecoveryCode(db, op.id, hashRecoveryCode(body.code)))) throw refused(WRONG);
    usedRecovery = true;
  } else if (op.totp_enabled) {
    const step = await verifyTotp(op.totp_secret, body.code, op.totp_last_step);
    if (step === null || !(await claimTotpStep(db, op.id, step))) throw refused(WRONG);
  }
  if (op.disabled) throw refused('该操作员账号已停用，请联系超级管理员');
  await deps.limiter.reset(accountKey);
  await recordSignIn(db, op.id, ip);
  const token = await deps.operatorSessions.create(op.id);
  const ctx = await loadOperatorContext(db, op.id);
  if (!ctx) throw refused(WRONG);
  return { token, me: meOf(ctx), usedRecovery };
}
