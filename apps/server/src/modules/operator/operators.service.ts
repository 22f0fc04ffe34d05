/** Operators and roles, managed by 超级管理员; every change is audited in its transaction. */
import { sql } from 'drizzle-orm';
import {
  PERMISSIONS,
  PERMISSION_CODES,
  ALL_PERMISSIONS,
  type OperatorCreateBody,
  type OperatorRow,
  type Role,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { invalid, notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { hashPassword } from '../auth/password';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri } from './totp';

interface OperatorDbRow {
  id: number;
  username: string;
  name: string;
  phone: string;
  role: string;
  role_name: string;
  disabled: boolean;
  last_login_at: Date | string | null;
  last_login_ip: string;
  created_at: Date | string;
}
const iso = (v: Date | string) => new Date(v).toISOString();

export async function listOperators(db: Db, page: number, pageSize: number) {
  const rows = await queryRows<OperatorDbRow & { total: number }>(
    db,
    sql`SELECT o.id, o.username, o.name, o.phone, o.role_code AS role, r.name AS role_name, o.disabled,
               o.last_login_at, o.last_login_ip, o.created_at, count(*) OVER ()::int AS total
          FROM operators o JOIN roles r ON r.code = o.role_code
         ORDER BY o.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const list: OperatorRow[] = rows.map((r) => ({
    id: r.id,
    username: r.username,
    name: r.name,
    phone: r.phone,
    role: r.role,
    role_name: r.role_name,
    disabled: r.disabled,
    last_login_at: r.last_login_at ? iso(r.last_login_at) : null,
    last_login_ip: r.last_login_ip,
    created_at: iso(r.created_at),
  }));
  return { list, total: rows[0]?.total ?? 0, page, page_size: pageSize };
}

async function roleExists(tx: Tx, code: string) {
  const rows = await queryRows<{ code: string }>(tx, sql`SELECT code FROM roles WHERE code = ${code}`);
  return rows.length > 0;
}

/** A fresh TOTP secret and recovery codes: shown once to the new operator, stored hashed. */
async function enrol() {
  const secret = newTotpSecret();
  const codes = newRecoveryCodes();
  return { secret, codes, hashes: codes.map(hashRecoveryCode) };
}

export async function createOperator(db: Db, actor: Actor, body: OperatorCreateBody) {
  const passwordHash = await hashPassword(body.password);
  const { secret, codes, hashes } = await enrol();
  return db.transaction(async (tx) => {
    if (!(await roleExists(tx, body.role))) throw invalid('角色不存在');
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO operators (username, name, phone, role_code, password_hash, totp_secret, recovery_codes)
          VALUES (${body.username}, ${body.name}, ${body.phone}, ${body.role}, ${passwordHash}, ${secret},
                  ${JSON.stringify(hashes)}::jsonb)
          ON CONFLICT (username) DO NOTHING RETURNING id`,
    );
    const id = rows[0]?.id;
    if (!id) throw refused('该账号已存在');
    await audit(tx, actor, {
      action: 'operator.create',
      targetType: 'operator',
      targetId: id,
      summary: `新增操作员 ${body.name}（${body.username}），角色 ${body.role}`,
      after: { username: body.username, name: body.name, phone: body.phone, role: body.role },
    });
    return {
      id,
      username: body.username,
      totp_secret: secret,
      otpauth_uri: otpauthUri(body.username, secret),
      recovery_codes: codes,
    };
  });
}

export async function updateOperator(
  db: Db,
  actor: Actor,
  id: number,
  patch: { role?: string | undefined; disabled?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<{ role: string; disabled: boolean; username: string }>(
      tx,
      sql`SELECT role_code AS role, disabled, username FROM operators WHERE id = ${id} FOR UPDATE`,
    );
    if (!before) throw notFound('操作员不存在');
    if (id === actor.operatorId && (patch.disabled === true || (patch.role && patch.role !== before.role)))
      throw refused('不能停用自己或修改自己的角色');
    if (patch.role && !(await roleExists(tx, patch.role))) throw invalid('角色不存在');
    const after = { role: patch.role ?? before.role, disabled: patch.disabled ?? before.disabled };
    await tx.execute(
      sql`UPDATE operators SET role_code = ${after.role}, disabled = ${after.disabled} WHERE id = ${id}`,
    );
    if (after.disabled) await tx.execute(sql`DELETE FROM operator_sessions WHERE operator_id = ${id}`);
    await audit(tx, actor, {
      action: 'operator.update',
      targetType: 'operator',
      targetId: id,
      summary: `修改操作员 ${before.username}：角色 ${after.role}${after.disabled ? '，已停用' : ''}`,
      before: { role: before.role, disabled: before.disabled },
      after,
    });
  });
}

/** A lost phone: new secret and recovery codes, every session of that operator ends. */
export async function resetSecondFactor(db: Db, actor: Actor, id: number) {
  const { secret, codes, hashes } = await enrol();
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ username: string }>(
      tx,
      sql`UPDATE operators SET totp_secret = ${secret}, totp_last_step = 0,
                 recovery_codes = ${JSON.stringify(hashes)}::jsonb
           WHERE id = ${id} RETURNING username`,
    );
    const username = rows[0]?.username;
    if (!username) throw notFound('操作员不存在');
    await tx.execute(sql`DELETE FROM operator_sessions WHERE operator_id = ${id}`);
    await audit(tx, actor, {
      action: 'operator.reset_2fa',
      targetType: 'operator',
      targetId: id,
      summary: `重置操作员 ${username} 的动态验证码与恢复码`,
    });
    return {
      id,
      username,
      totp_secret: secret,
      otpauth_uri: otpauthUri(username, secret),
      recovery_codes: codes,
    };
  });
}

export async function listRoles(
  db: Db,
): Promise<{ list: Role[]; permissions: { code: string; name: string }[] }> {
  const list = await queryRows<Role>(
    db,
    sql`SELECT r.code, r.name, r.permissions, (SELECT count(*)::int FROM operators o WHERE o.role_code = r.code) AS operators
          FROM roles r ORDER BY r.sort, r.code`,
  );
  return { list, permissions: PERMISSION_CODES.map((code) => ({ code, name: PERMISSIONS[code] })) };
}

export async function updateRolePermissions(db: Db, actor: Actor, code: string, permissions: string[]) {
  const unknown = permissions.find((p) => p !== ALL_PERMISSIONS && !(p in PERMISSIONS));
  if (unknown) throw invalid(`权限 ${unknown} 不存在`);
  if (code === 'super') throw refused('超级管理员拥有全部权限，不能修改');
  const clean = [...new Set(permissions)].sort();
  await db.transaction(async (tx) => {
    const [before] = await queryRows<{ name: string; permissions: string[] }>(
      tx,
      sql`SELECT name, permissions FROM roles WHERE code = ${code} FOR UPDATE`,
    );
    if (!before) throw notFound('角色不存在');
    await tx.execute(
      sql`UPDATE roles SET permissions = ${JSON.stringify(clean)}::jsonb WHERE code = ${code}`,
    );
    await audit(tx, actor, {
      action: 'role.update',
      targetType: 'role',
      targetId: code,
      summary: `修改角色「${before.name}」的权限`,
      before: { permissions: before.permissions },
      after: { permissions: clean },
    });
  });
}

/** The username of an operator, or a 404. */
export async function operatorUsername(db: Db, id: number): Promise<string> {
  const rows = await queryRows<{ username: string }>(
    db,
    sql`SELECT username FROM operators WHERE id = ${id}`,
  );
  const username = rows[0]?.username;
  if (!username) throw notFound('操作员不存在');
  return username;
}
