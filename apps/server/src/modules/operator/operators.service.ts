/** Operators, managed by 超级管理员; every change is audited in its transaction. */
import type { OperatorCreateBody, OperatorRow, OperatorUpdateBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { hashPassword } from '../auth/password';
import { otherActiveSupers } from './roles.service';
import { newTotpSecret } from './totp';
import {
  accountManagerExists,
  dropOperatorSessions,
  insertOperator,
  lockEditableOperator,
  operatorPage,
  rolesByCode,
  setInitialPassword,
  setRoles,
  unbindSecondFactor,
  usernameOf,
  writeOperator,
  type EditableRow,
} from './operators.repo';

const iso = (v: Date | string) => new Date(v).toISOString();

export async function listOperators(db: Db, page: number, pageSize: number) {
  const rows = await operatorPage(db, page, pageSize);
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
  const rows = await rolesByCode(tx, unique);
  if (rows.length !== unique.length) throw invalid('角色不存在');
  if (rows.some((r) => r.disabled)) throw invalid('不能分配已停用的角色');
  return unique;
}

async function checkManager(tx: Tx, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await accountManagerExists(tx, id))) throw invalid('客户经理不存在');
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
    const id = await insertOperator(tx, {
      username: body.username,
      name: body.name,
      phone: body.phone,
      role: roles[0],
      passwordHash,
      totpSecret: newTotpSecret(),
      accountManagerId: body.account_manager_id,
    });
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

export async function updateOperator(db: Db, actor: Actor, id: number, patch: OperatorUpdateBody) {
  return db.transaction(async (tx) => {
    const before = await lockEditableOperator(tx, id);
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
    await writeOperator(tx, id, after);
    if (rolesChanged) await setRoles(tx, id, roles);
    if (after.disabled) await dropOperatorSessions(tx, id);
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
    const username = await setInitialPassword(tx, id, hash);
    if (!username) throw notFound('操作员不存在');
    await dropOperatorSessions(tx, id);
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
    const username = await unbindSecondFactor(tx, id, newTotpSecret());
    if (!username) throw notFound('操作员不存在');
    await dropOperatorSessions(tx, id);
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
  const username = await usernameOf(db, id);
  if (!username) throw notFound('操作员不存在');
  return username;
}
