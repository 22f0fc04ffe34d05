/** The signed-in operator's own account: a new password, and binding an authenticator. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { hashPassword, verifyPassword } from '../auth/password';
import { hashRecoveryCode, newRecoveryCodes, otpauthUri, verifyTotp } from './totp';

export async function changeOwnPassword(db: Db, actor: Actor, oldPassword: string, newPassword: string) {
  const [row] = await queryRows<{ password_hash: string }>(
    db,
    sql`SELECT password_hash FROM operators WHERE id = ${actor.operatorId}`,
  );
  if (!row || !(await verifyPassword(row.password_hash, oldPassword))) throw refused('当前密码不正确');
  if (oldPassword === newPassword) throw refused('新密码不能与当前密码相同');
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE operators SET password_hash = ${hash}, must_change_password = false WHERE id = ${actor.operatorId}`,
    );
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
  const [row] = await queryRows<{ username: string; totp_secret: string; totp_enabled: boolean }>(
    db,
    sql`SELECT username, totp_secret, totp_enabled FROM operators WHERE id = ${operatorId}`,
  );
  if (!row || row.totp_enabled) throw refused('已绑定身份验证器；如需更换请联系超级管理员重置');
  return { secret: row.totp_secret, otpauth_uri: otpauthUri(row.username, row.totp_secret) };
}

/** One correct code proves the phone holds the secret; only then is it required at sign-in. */
export async function totpActivate(db: Db, actor: Actor, code: string) {
  const [row] = await queryRows<{ totp_secret: string; totp_enabled: boolean; totp_last_step: number }>(
    db,
    sql`SELECT totp_secret, totp_enabled, totp_last_step::float8 AS totp_last_step FROM operators WHERE id = ${actor.operatorId}`,
  );
  if (!row || row.totp_enabled) throw refused('已绑定身份验证器；如需更换请联系超级管理员重置');
  const step = await verifyTotp(row.totp_secret, code, row.totp_last_step);
  if (step === null) throw refused('动态验证码不正确，请核对手机时间后重试');
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const done = await queryRows(
      tx,
      sql`UPDATE operators SET totp_enabled = true, totp_last_step = ${step},
                 recovery_codes = ${JSON.stringify(codes.map(hashRecoveryCode))}::jsonb
           WHERE id = ${actor.operatorId} AND NOT totp_enabled RETURNING id`,
    );
    if (done.length === 0) throw refused('已绑定身份验证器；如需更换请联系超级管理员重置');
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
  const [row] = await queryRows<{ username: string; totp_secret: string }>(
    db,
    sql`UPDATE operators SET totp_enabled = true, must_change_password = ${mustChangePassword},
               recovery_codes = ${JSON.stringify(codes.map(hashRecoveryCode))}::jsonb
         WHERE id = ${operatorId} RETURNING username, totp_secret`,
  );
  if (!row) throw refused('操作员不存在');
  return {
    totp_secret: row.totp_secret,
    otpauth_uri: otpauthUri(row.username, row.totp_secret),
    recovery_codes: codes,
  };
}
