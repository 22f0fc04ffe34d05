/** SQL of roles: the default ones, the list with its operator counts, and each role's row. */
import { sql } from 'drizzle-orm';
import { DEFAULT_ROLES, ROLE_CODES, type Role } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { roles } from '../../db/schema/index';

/**
 * The six default roles, where missing (a production database starts with none: it seeds no demo
 * data). Roles an operator has since edited are left as they are.
 */
export async function ensureDefaultRoles(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(
      ROLE_CODES.map((code, i) => ({
        code,
        name: DEFAULT_ROLES[code].name,
        permissions: DEFAULT_ROLES[code].permissions,
        sort: i,
      })),
    )
    .onConflictDoNothing();
}

export async function roleRows(db: Db) {
  return queryRows<Omit<Role, 'builtin' | 'data_scope'> & { data_scope: string }>(
    db,
    sql`SELECT r.code, r.name, r.description, r.permissions, r.data_scope, r.disabled,
               (SELECT count(*)::int FROM operators o
                 WHERE o.role_code = r.code
                    OR EXISTS (SELECT 1 FROM operator_roles x WHERE x.operator_id = o.id AND x.role_code = r.code)
               ) AS operators
          FROM roles r ORDER BY r.sort, r.code`,
  );
}

export async function accountManagerList(db: Db | Tx) {
  return queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM account_managers ORDER BY id`);
}

/** Inserts the role unless one of that name exists (then nothing: no code returned). */
export async function insertRoleUnlessNamed(
  tx: Tx,
  r: { code: string; name: string; description: string; permissions: string[]; dataScope: string },
) {
  return queryRows<{ code: string }>(
    tx,
    sql`INSERT INTO roles (code, name, description, permissions, data_scope, sort)
        SELECT ${r.code}, ${r.name}, ${r.description}, ${JSON.stringify(r.permissions)}::jsonb,
               ${r.dataScope}, (SELECT coalesce(max(sort), 0) + 1 FROM roles)
         WHERE NOT EXISTS (SELECT 1 FROM roles WHERE name = ${r.name})
        RETURNING code`,
  );
}

export interface RoleDbRow {
  name: string;
  description: string;
  permissions: string[];
  data_scope: 'all' | 'own';
  disabled: boolean;
}

export async function lockRole(tx: Tx, code: string) {
  const [row] = await queryRows<RoleDbRow>(
    tx,
    sql`SELECT name, description, permissions, data_scope, disabled FROM roles WHERE code = ${code} FOR UPDATE`,
  );
  return row;
}

export async function roleNameTaken(tx: Tx, name: string, exceptCode: string): Promise<boolean> {
  const taken = await queryRows(tx, sql`SELECT 1 FROM roles WHERE name = ${name} AND code <> ${exceptCode}`);
  return taken.length > 0;
}

export async function writeRole(tx: Tx, code: string, after: RoleDbRow) {
  await tx.execute(
    sql`UPDATE roles SET name = ${after.name}, description = ${after.description},
               permissions = ${JSON.stringify(after.permissions)}::jsonb, data_scope = ${after.data_scope},
               disabled = ${after.disabled} WHERE code = ${code}`,
  );
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
