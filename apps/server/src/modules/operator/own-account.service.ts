/** The signed-in operator's own account: a new password, and binding an authenticator. */
import type { Db } from '../../db/client';
import { refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { hashPassword, verifyPassword } from '../auth/password';
import {
  bindTotpAtTerminal,
  enableTotp,
  passwordHashOf,
  setOwnPassword,
  totpSetupOf,
  totpStepOf,
} from './own-account.repo';
import { hashRecoveryCode, newRecoveryCodes, otpauthUri, verifyTotp } from './totp';

export async function changeOwnPassword(db: Db, actor: Actor, oldPassword: string, newPassword: string) {
  const row = await passwordHashOf(db, actor.operatorId);
  if (!row || !(await verifyPassword(row.password_hash, oldPassword))) throw refused('当前密码不正确');
  if (oldPassword === newPassword) throw refused('新密码不能与当前密码相同');
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setOwnPassword(tx, actor.operatorId, hash);
    await audit(tx, actor, {
      action: 'operator.change_password',
      targetType: 'operator',
      targetId: actor.operatorId,
      summary: '修改本人登录密码',
    });
  });
}

/** The pending secret to scan (only while no authenticator is bound: a bound one is never shown again). */
export async function totpSetup(db: Db, operatorId: number) {
  const row = await totpSetupOf(db, operatorId);
  if (!row || row.totp_enabled) throw refused('已绑定身份验证器；如需更换请联系超级管理员重置');
  return { secret: row.totp_secret, otpauth_uri: otpauthUri(row.username, row.totp_secret) };
}

/** One correct code proves the phone holds the secret; only then is it required at sign-in. */
export async function totpActivate(db: Db, actor: Actor, code: string) {
  const row = await totpStepOf(db, actor.operatorId);
  if (!row || row.totp_enabled) throw refused('已绑定身份验证器；如需更换请联系超级管理员重置');
  const step = await verifyTotp(row.totp_secret, code, row.totp_last_step);
  if (step === null) throw refused('动态验证码不正确，请核对手机时间后重试');
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const done = await enableTotp(tx, actor.operatorId, step, codes.map(hashRecoveryCode));
    if (!done) throw refused('已绑定身份验证器；如需更换请联系超级管理员重置');
    await audit(tx, actor, {
      action: 'operator.bind_2fa',
      targetType: 'operator',
      targetId: actor.operatorId,
      summary: '绑定身份验证器并生成恢复码',
    });
  });
  return { recovery_codes: codes };
}

/**
 * `npm run admin:create`: the person at the terminal scans the QR code there, so the authenticator is
 * bound at once (no first sign-in with the password alone). A password the terminal generated must
 * still be changed at the first sign-in; one the person typed need not.
 */
export async function bindAtTerminal(db: Db, operatorId: number, mustChangePassword: boolean) {
  const codes = newRecoveryCodes();
  const row = await bindTotpAtTerminal(db, operatorId, mustChangePassword, codes.map(hashRecoveryCode));
  if (!row) throw refused('操作员不存在');
  return {
    totp_secret: row.totp_secret,
    otpauth_uri: otpauthUri(row.username, row.totp_secret),
    recovery_codes: codes,
  };
}
