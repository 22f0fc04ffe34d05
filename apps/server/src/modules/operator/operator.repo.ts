import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/**
 * The operator behind a session, with the union of their enabled roles' permissions (read per
 * request: a role edit applies at once).
 */
export interface OperatorContext {
  id: number;
  username: string;
  name: string;
  role: string;
  roleName: string;
  roles: { code: string; name: string }[];
  permissions: string[];
  /** 'own' only when every enabled role is limited to the operator's own customers. */
  dataScope: 'all' | 'own';
  /** The 客户经理 the operator is ('own' scope shows that manager's customers). */
  accountManagerId: number | null;
  disabled: boolean;
  recoveryCodesLeft: number;
  mustChangePassword: boolean;
  totpEnabled: boolean;
}

export async function loadOperatorContext(db: Db | Tx, id: number): Promise<OperatorContext | null> {
  const [row] = await queryRows<{
    id: number;
    username: string;
    name: string;
    role: string;
    role_name: string;
    disabled: boolean;
    codes_left: number;
    must_change_password: boolean;
    totp_enabled: boolean;
    account_manager_id: number | null;
    roles: { code: string; name: string; permissions: string[]; data_scope: string; disabled: boolean }[];
  }>(
    db,
    sql`SELECT o.id, o.username, o.name, o.role_code AS role, r.name AS role_name, o.disabled,
               jsonb_array_length(o.recovery_codes)::int AS codes_left, o.must_change_password,
               o.totp_enabled, o.account_manager_id,
               (SELECT jsonb_agg(jsonb_build_object('code', x.code, 'name', x.name, 'permissions', x.permissions,
                                                    'data_scope', x.data_scope, 'disabled', x.disabled)
                                 ORDER BY x.code <> o.role_code, x.sort, x.code)
                  FROM roles x
                 WHERE x.code = o.role_code
                    OR x.code IN (SELECT role_code FROM operator_roles WHERE operator_id = o.id)) AS roles
          FROM operators o JOIN roles r ON r.code = o.role_code WHERE o.id = ${id}`,
  );
  if (!row) return null;
  const active = row.roles.filter((r) => !r.disabled);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    roleName: row.role_name,
    roles: row.roles.map((r) => ({ code: r.code, name: r.name })),
    permissions: [...new Set(active.flatMap((r) => r.permissions))],
    dataScope: active.length > 0 && active.every((r) => r.data_scope === 'own') ? 'own' : 'all',
    accountManagerId: row.account_manager_id,
    disabled: row.disabled,
    recoveryCodesLeft: row.codes_left,
    mustChangePassword: row.must_change_password,
    totpEnabled: row.totp_enabled,
  };
}

export interface OperatorAuthRow {
  id: number;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number;
  totp_enabled: boolean;
  disabled: boolean;
}

export async function findOperatorForSignIn(db: Db, username: string): Promise<OperatorAuthRow | null> {
  const [row] = await queryRows<OperatorAuthRow>(
    db,
    sql`SELECT id, password_hash, totp_secret, totp_last_step::float8 AS totp_last_step, totp_enabled, disabled
          FROM operators WHERE username = ${username.toLowerCase()}`,
  );
  return row ?? null;
}

/** Conditional: a code's time step is accepted once even if two sign-ins race with it. */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE operators SET totp_last_step = ${step} WHERE id = ${id} AND totp_last_step < ${step} RETURNING id`,
  );
  return rows.length > 0;
}

/** Removes the recovery code if present: true exactly once per code. */
export async function spendRecoveryCode(db: Db, id: number, codeHash: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE operators SET recovery_codes = recovery_codes - ${codeHash}::text
         WHERE id = ${id} AND recovery_codes ? ${codeHash}::text RETURNING id`,
  );
  return rows.length > 0;
}

export async function recordSignIn(db: Db, id: number, ip: string): Promise<void> {
  await db.execute(sql`UPDATE operators SET last_login_at = now(), last_login_ip = ${ip} WHERE id = ${id}`);
}
