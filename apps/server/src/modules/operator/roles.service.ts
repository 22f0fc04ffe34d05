/** Roles, defined by 超级管理员 from the permission catalogue; every change audited in its transaction. */
import { randomBytes } from 'node:crypto';
import {
  PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  PERMISSION_GROUPS,
  ROLE_CODES,
  isPermission,
  type Role,
  type RoleCreateBody,
  type RoleUpdateBody,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { invalid, notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import {
  accountManagerList,
  insertRoleUnlessNamed,
  lockRole,
  roleNameTaken,
  roleRows,
  writeRole,
  type RoleDbRow,
} from './roles.repo';

export { otherActiveSupers } from './roles.repo';

const BUILTIN: readonly string[] = ROLE_CODES;
const SCOPE_TEXT = { all: '全部客户', own: '仅本人客户' } as const;

/** Only codes of the catalogue (own properties: `__proto__`, `constructor` are not permissions). */
function cleanPermissions(permissions: string[]): string[] {
  const unknown = permissions.find((p) => !isPermission(p));
  if (unknown !== undefined) throw invalid(`权限「${unknown}」不存在`);
  const clean = [...new Set(permissions)].sort();
  if (clean.length === 0) throw invalid('请至少选择一项权限');
  return clean;
}

export async function listRoles(db: Db) {
  const rows = await roleRows(db);
  const list: Role[] = rows.map((r) => ({
    ...r,
    data_scope: r.data_scope === 'own' ? 'own' : 'all',
    builtin: BUILTIN.includes(r.code),
  }));
  const managers = await accountManagerList(db);
  const groups = PERMISSION_GROUPS.map((g) => ({
    name: g.name,
    permissions: g.codes.map((code) => ({
      code,
      name: PERMISSIONS[code],
      description: PERMISSION_DESCRIPTIONS[code],
    })),
  }));
  return { list, groups, managers };
}

export async function createRole(db: Db, actor: Actor, body: RoleCreateBody) {
  const permissions = cleanPermissions(body.permissions);
  const code = `r_${randomBytes(4).toString('hex')}`;
  return db.transaction(async (tx) => {
    const rows = await insertRoleUnlessNamed(tx, {
      code,
      name: body.name,
      description: body.description,
      permissions,
      dataScope: body.data_scope,
    });
    if (rows.length === 0) throw refused(`角色「${body.name}」已存在`);
    await audit(tx, actor, {
      action: 'role.create',
      targetType: 'role',
      targetId: code,
      summary: `新增角色「${body.name}」（${permissions.length} 项权限，${SCOPE_TEXT[body.data_scope]}）`,
      after: { name: body.name, description: body.description, permissions, data_scope: body.data_scope },
    });
    return { code };
  });
}

const FIELD_TEXT: Record<string, string> = {
  name: '名称',
  description: '说明',
  permissions: '权限',
  data_scope: '数据范围',
};

function roleSummary(before: RoleDbRow, after: RoleDbRow, changed: string[]) {
  if (after.disabled !== before.disabled) return `${after.disabled ? '停用' : '启用'}角色「${before.name}」`;
  const fields = changed.map((k) => FIELD_TEXT[k]).filter(Boolean);
  return `修改角色「${before.name}」的${fields.length ? fields.join('、') : '设置'}`;
}

export async function updateRole(db: Db, actor: Actor, code: string, patch: RoleUpdateBody) {
  const permissions = patch.permissions ? cleanPermissions(patch.permissions) : undefined;
  if (code === 'super') throw refused('超级管理员拥有全部权限，不能修改或停用');
  await db.transaction(async (tx) => {
    const before = await lockRole(tx, code);
    if (!before) throw notFound('角色不存在');
    if (patch.name && patch.name !== before.name) {
      if (await roleNameTaken(tx, patch.name, code)) throw refused(`角色「${patch.name}」已存在`);
    }
    const after: RoleDbRow = {
      name: patch.name ?? before.name,
      description: patch.description ?? before.description,
      permissions: permissions ?? before.permissions,
      data_scope: patch.data_scope ?? before.data_scope,
      disabled: patch.disabled ?? before.disabled,
    };
    await writeRole(tx, code, after);
    const changed = Object.fromEntries(
      (Object.keys(after) as (keyof RoleDbRow)[])
        .filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]))
        .map((k) => [k, k]),
    );
    const pick = (row: RoleDbRow) =>
      Object.fromEntries(Object.keys(changed).map((k) => [k, row[k as keyof RoleDbRow]]));
    await audit(tx, actor, {
      action:
        after.disabled !== before.disabled
          ? after.disabled
            ? 'role.disable'
            : 'role.enable'
          : 'role.update',
      targetType: 'role',
      targetId: code,
      summary: roleSummary(before, after, Object.keys(changed)),
      before: pick(before),
      after: pick(after),
    });
  });
}
