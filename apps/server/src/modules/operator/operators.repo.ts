/** SQL of the operators list and of 超级管理员's changes to an operator. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface OperatorDbRow {
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

const ROLES_OF = sql`(SELECT o.role_code UNION ALL
                      SELECT x.role_code FROM operator_roles x WHERE x.operator_id = o.id AND x.role_code <> o.role_code)`;

export async function operatorPage(db: Db, page: number, pageSize: number) {
  return queryRows<OperatorDbRow & { total: number }>(
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
}

export async function rolesByCode(tx: Tx, codes: string[]) {
  return queryRows<{ code: string; disabled: boolean }>(
    tx,
    sql`SELECT code, disabled FROM roles WHERE code IN (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
}

export async function accountManagerExists(tx: Tx, id: number): Promise<boolean> {
  const rows = await queryRows(tx, sql`SELECT 1 FROM account_managers WHERE id = ${id}`);
  return rows.length > 0;
}

/** The first role is the operator's main one (operators.role_code), the rest go to operator_roles. */
export async function setRoles(tx: Tx, id: number, roles: string[]) {
  const [main, ...extra] = roles;
  await tx.execute(sql`UPDATE operators SET role_code = ${main} WHERE id = ${id}`);
  await tx.execute(sql`DELETE FROM operator_roles WHERE operator_id = ${id}`);
  for (const code of extra) await tx.execute(sql`INSERT INTO operator_roles VALUES (${id}, ${code})`);
}

/** Inserts the operator unless the username is taken (then no id). */
export async function insertOperator(
  tx: Tx,
  o: {
    username: string;
    name: string;
    phone: string;
    role: string | undefined;
    passwordHash: string;
    totpSecret: string;
    accountManagerId: number | null | undefined;
  },
) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO operators (username, name, phone, role_code, password_hash, totp_secret, totp_enabled,
                               must_change_password, account_manager_id)
        VALUES (${o.username}, ${o.name}, ${o.phone}, ${o.role}, ${o.passwordHash}, ${o.totpSecret},
                false, true, ${o.accountManagerId})
        ON CONFLICT (username) DO NOTHING RETURNING id`,
  );
  return rows[0]?.id;
}

export interface EditableRow {
  username: string;
  name: string;
  phone: string;
  roles: string[];
  account_manager_id: number | null;
  disabled: boolean;
}

export async function lockEditableOperator(tx: Tx, id: number) {
  const [row] = await queryRows<EditableRow>(
    tx,
    sql`SELECT o.username, o.name, o.phone, array(SELECT c FROM ${ROLES_OF} AS t(c)) AS roles,
               o.account_manager_id, o.disabled
          FROM operators o WHERE o.id = ${id} FOR UPDATE`,
  );
  return row;
}

export async function writeOperator(tx: Tx, id: number, after: EditableRow) {
  await tx.execute(
    sql`UPDATE operators SET name = ${after.name}, phone = ${after.phone},
               account_manager_id = ${after.account_manager_id}, disabled = ${after.disabled} WHERE id = ${id}`,
  );
}

export async function dropOperatorSessions(tx: Tx, id: number) {
  await tx.execute(sql`DELETE FROM operator_sessions WHERE operator_id = ${id}`);
}

/** A new initial password, to be changed at the next sign-in; the username, or none. */
export async function setInitialPassword(tx: Tx, id: number, hash: string) {
  const rows = await queryRows<{ username: string }>(
    tx,
    sql`UPDATE operators SET password_hash = ${hash}, must_change_password = true WHERE id = ${id} RETURNING username`,
  );
  return rows[0]?.username;
}

/** A new unbound secret, recovery codes gone; the username, or none. */
export async function unbindSecondFactor(tx: Tx, id: number, totpSecret: string) {
  const rows = await queryRows<{ username: string }>(
    tx,
    sql`UPDATE operators SET totp_secret = ${totpSecret}, totp_last_step = 0, totp_enabled = false,
               recovery_codes = '[]'::jsonb
         WHERE id = ${id} RETURNING username`,
  );
  return rows[0]?.username;
}

export async function usernameOf(db: Db, id: number) {
  const rows = await queryRows<{ username: string }>(
    db,
    sql`SELECT username FROM operators WHERE id = ${id}`,
  );
  return rows[0]?.username;
}
