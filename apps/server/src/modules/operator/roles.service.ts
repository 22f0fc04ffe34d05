/** Roles, defined by 超级管理员 from the permission catalogue; every change audited in its transaction. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { invalid, notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';

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
  const rows = await queryRows<Omit<Role, 'builtin' | 'data_scope'> & { data_scope: string }>(
    db,
    sql`SELECT r.code, r.name, r.description, r.permissions, r.data_scope, r.disabled,
               (SELECT count(*)::int FROM operators o
                 WHERE o.role_code = r.code
                    OR EXISTS (SELECT 1 FROM operator_roles x WHERE x.operator_id = o.id AND x.role_code = r.code)
               ) AS operators
          FROM roles r ORDER BY r.sort, r.code`,
  );
  const list: Role[] = rows.map((r) => ({
    ...r,
    data_scope: r.data_scope === 'own' ? 'own' : 'all',
    builtin: BUILTIN.includes(r.code),
  }));
  const managers = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM account_managers ORDER BY id`,
  );
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
    const rows = await queryRows<{ code: string }>(
      tx,
      sql`INSERT INTO roles (code, name, description, permissions, data_scope, sort)
          SELECT ${code}, ${body.name}, ${body.description}, ${JSON.stringify(permissions)}::jsonb,
                 ${body.data_scope}, (SELECT coalesce(max(sort), 0) + 1 FROM roles)
           WHERE NOT EXISTS (SELECT 1 FROM roles WHERE name = ${body.name})
          RETURNING code`,
    );
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

interface RoleDbRow {
  name: string;
  description: string;
  permissions: string[];
  data_scope: 'all' | 'own';
  disabled: boolean;
}

export async function updateRole(db: Db, actor: Actor, code: string, patch: RoleUpdateBody) {
  const permissions = patch.permissions ? cleanPermissions(patch.permissions) : undefined;
  if (code === 'super') throw refused('超级管理员拥有全部权限，不能修改或停用');
  await db.transaction(async (tx) => {
    const [before] = await queryRows<RoleDbRow>(
      tx,
      sql`SELECT name, description, permissions, data_scope, disabled FROM roles WHERE code = ${code} FOR UPDATE`,
    );
    if (!before) throw notFound('角色不存在');
    if (patch.name && patch.name !== before.name) {
      const taken = await queryRows(
        tx,
        sql`SELECT 1 FROM roles WHERE name = ${patch.name} AND code <> ${code}`,
      );
      if (taken.length > 0) throw refused(`角色「${patch.name}」已存在`);
    }
    const after: RoleDbRow = {
      name: patch.name ?? before.name,
      description: patch.description ?? before.description,
      permissions: permissions ?? before.permissions,
      data_scope: patch.data_scope ?? before.data_scope,
      disabled: patch.disabled ?? before.disabled,
    };
    await tx.execute(
      sql`UPDATE roles SET name = ${after.name}, description = ${after.description},
                 permissions = ${JSON.stringify(after.permissions)}::jsonb, data_scope = ${after.data_scope},
                 disabled = ${after.disabled} WHERE code = ${code}`,
    );
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

/** Who still holds 超级管理员 and may sign in, other than `exceptId` (the last one is never removed). */
export async function otherActiveSupers(tx: Tx, exceptId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM operators o
         WHERE o.id <> ${exceptId} AND NOT o.disabled
           AND (o.role_code = 'super' OR EXISTS (SELECT 1 FROM operator_roles x
                                                 WHERE x.operator_id = o.id AND x.role_code = 'super'))`,
  );
  return row?.n ?? 0;
}
