/** Operators, managed by 超级管理员; every change is audited in its transaction. */
import { sql } from 'drizzle-orm';
import type { OperatorCreateBody, OperatorRow, OperatorUpdateBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { invalid, notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { hashPassword } from '../auth/password';
import { otherActiveSupers } from './roles.service';
import { newTotpSecret } from './totp';

interface OperatorDbRow {
  id: number;
  username: string;
  name: string;
  phone: string;
  role: string;
  role_name: string;
  roles: string[];
  role_names: string;
  account_manager_id: number | null;
  account_manager_name: string | null;
  disabled: boolean;
  must_change_password: boolean;
  totp_enabled: boolean;
  last_login_at: Date | string | null;
  last_login_ip: string;
  created_at: Date | string;
}
const iso = (v: Date | string) => new Date(v).toISOString();

const ROLES_OF = sql`(SELECT o.role_code UNION ALL
                      SELECT x.role_code FROM operator_roles x WHERE x.operator_id = o.id AND x.role_code <> o.role_code)`;

export async function listOperators(db: Db, page: number, pageSize: number) {
  const rows = await queryRows<OperatorDbRow & { total: number }>(
    db,
    sql`SELECT o.id, o.username, o.name, o.phone, o.role_code AS role, r.name AS role_name,
               array(SELECT c FROM ${ROLES_OF} AS t(c)) AS roles,
               (SELECT string_agg(y.name, '、' ORDER BY y.code <> o.role_code, y.sort)
                  FROM roles y WHERE y.code IN (SELECT c FROM ${ROLES_OF} AS t(c))) AS role_names,
               o.account_manager_id, m.name AS account_manager_name, o.disabled, o.must_change_password,
               o.totp_enabled, o.last_login_at, o.last_login_ip, o.created_at, count(*) OVER ()::int AS total
          FROM operators o JOIN roles r ON r.code = o.role_code
          LEFT JOIN account_managers m ON m.id = o.account_manager_id
         ORDER BY o.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const list: OperatorRow[] = rows.map(({ total: _total, ...r }) => ({
    ...r,
    last_login_at: r.last_login_at ? iso(r.last_login_at) : null,
    created_at: iso(r.created_at),
  }));
  return { list, total: rows[0]?.total ?? 0, page, page_size: pageSize };
}

/** Every role must exist and be enabled; an unknown one is bad input, not a shop rule. */
async function checkRoles(tx: Tx, codes: string[]) {
  const unique = [...new Set(codes)];
  const rows = await queryRows<{ code: string; disabled: boolean }>(
    tx,
    sql`SELECT code, disabled FROM roles WHERE code IN (${sql.join(
      unique.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
  if (rows.length !== unique.length) throw invalid('角色不存在');
  if (rows.some((r) => r.disabled)) throw invalid('不能分配已停用的角色');
  return unique;
}

async function checkManager(tx: Tx, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const rows = await queryRows(tx, sql`SELECT 1 FROM account_managers WHERE id = ${id}`);
  if (rows.length === 0) throw invalid('客户经理不存在');
}

async function setRoles(tx: Tx, id: number, roles: string[]) {
  const [main, ...extra] = roles;
  await tx.execute(sql`UPDATE operators SET role_code = ${main} WHERE id = ${id}`);
  await tx.execute(sql`DELETE FROM operator_roles WHERE operator_id = ${id}`);
  for (const code of extra) await tx.execute(sql`INSERT INTO operator_roles VALUES (${id}, ${code})`);
}

/**
 * A new operator signs in with the initial password, must change it, and binds an authenticator
 * (QR code, one code to confirm) before any work: nobody else ever sees their secret.
 */
export async function createOperator(db: Db, actor: Actor, body: OperatorCreateBody) {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const roles = await checkRoles(tx, body.roles);
    await checkManager(tx, body.account_manager_id);
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO operators (username, name, phone, role_code, password_hash, totp_secret, totp_enabled,
                                 must_change_password, account_manager_id)
          VALUES (${body.username}, ${body.name}, ${body.phone}, ${roles[0]}, ${passwordHash}, ${newTotpSecret()},
                  false, true, ${body.account_manager_id})
          ON CONFLICT (username) DO NOTHING RETURNING id`,
    );
    const id = rows[0]?.id;
    if (!id) throw refused('该账号已存在');
    await setRoles(tx, id, roles);
    await audit(tx, actor, {
      action: 'operator.create',
      targetType: 'operator',
      targetId: id,
      summary: `新增操作员 ${body.name}（${body.username}）`,
      after: { username: body.username, name: body.name, phone: body.phone, roles },
    });
    return { id, username: body.username };
  });
}

interface EditableRow {
  username: string;
  name: string;
  phone: string;
  roles: string[];
  account_manager_id: number | null;
  disabled: boolean;
}

export async function updateOperator(db: Db, actor: Actor, id: number, patch: OperatorUpdateBody) {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<EditableRow>(
      tx,
      sql`SELECT o.username, o.name, o.phone, array(SELECT c FROM ${ROLES_OF} AS t(c)) AS roles,
                 o.account_manager_id, o.disabled
            FROM operators o WHERE o.id = ${id} FOR UPDATE`,
    );
    if (!before) throw notFound('操作员不存在');
    const roles = patch.roles ? await checkRoles(tx, patch.roles) : before.roles;
    const rolesChanged = roles.join() !== before.roles.join();
    if (id === actor.operatorId && (patch.disabled === true || rolesChanged))
      throw refused('不能停用自己或修改自己的角色');
    await checkManager(tx, patch.account_manager_id);
    const after: EditableRow = {
      username: before.username,
      name: patch.name ?? before.name,
      phone: patch.phone ?? before.phone,
      roles,
      account_manager_id:
        patch.account_manager_id === undefined ? before.account_manager_id : patch.account_manager_id,
      disabled: patch.disabled ?? before.disabled,
    };
    const wasSuper = before.roles.includes('super') && !before.disabled;
    const staysSuper = after.roles.includes('super') && !after.disabled;
    if (wasSuper && !staysSuper && (await otherActiveSupers(tx, id)) === 0)
      throw refused('这是最后一位超级管理员，不能停用或移除其超级管理员角色');
    await tx.execute(
      sql`UPDATE operators SET name = ${after.name}, phone = ${after.phone},
                 account_manager_id = ${after.account_manager_id}, disabled = ${after.disabled} WHERE id = ${id}`,
    );
    if (rolesChanged) await setRoles(tx, id, roles);
    if (after.disabled) await tx.execute(sql`DELETE FROM operator_sessions WHERE operator_id = ${id}`);
    const keys = (Object.keys(after) as (keyof EditableRow)[]).filter(
      (k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]),
    );
    const pick = (row: EditableRow) => Object.fromEntries(keys.map((k) => [k, row[k]]));
    await audit(tx, actor, {
      action:
        after.disabled !== before.disabled
          ? after.disabled
            ? 'operator.disable'
            : 'operator.enable'
          : 'operator.update',
      targetType: 'operator',
      targetId: id,
      summary: `${after.disabled && !before.disabled ? '停用' : '修改'}操作员 ${before.name}（${before.username}）`,
      before: pick(before),
      after: pick(after),
    });
  });
}

/** A forgotten password: a new initial one, changed by the operator at the next sign-in. */
export async function resetPassword(db: Db, actor: Actor, id: number, password: string) {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ username: string }>(
      tx,
      sql`UPDATE operators SET password_hash = ${hash}, must_change_password = true WHERE id = ${id} RETURNING username`,
    );
    const username = rows[0]?.username;
    if (!username) throw notFound('操作员不存在');
    await tx.execute(sql`DELETE FROM operator_sessions WHERE operator_id = ${id}`);
    await audit(tx, actor, {
      action: 'operator.reset_password',
      targetType: 'operator',
      targetId: id,
      summary: `重置操作员 ${username} 的登录密码（下次登录须修改）`,
    });
    return { id, username };
  });
}

/** A lost phone: the old secret and recovery codes stop working; the operator binds a new one at sign-in. */
export async function resetSecondFactor(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ username: string }>(
      tx,
      sql`UPDATE operators SET totp_secret = ${newTotpSecret()}, totp_last_step = 0, totp_enabled = false,
                 recovery_codes = '[]'::jsonb
           WHERE id = ${id} RETURNING username`,
    );
    const username = rows[0]?.username;
    if (!username) throw notFound('操作员不存在');
    await tx.execute(sql`DELETE FROM operator_sessions WHERE operator_id = ${id}`);
    await audit(tx, actor, {
      action: 'operator.reset_2fa',
      targetType: 'operator',
      targetId: id,
      summary: `重置操作员 ${username} 的身份验证器（下次登录重新绑定）`,
    });
    return { id, username };
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
