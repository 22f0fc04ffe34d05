import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** The operator behind a session, with the role's permissions (read per request: a role edit applies at once). */
export interface OperatorContext {
  id: number;
  username: string;
  name: string;
  role: string;
  roleName: string;
  permissions: string[];
  disabled: boolean;
  recoveryCodesLeft: number;
}

export async function loadOperatorContext(db: Db | Tx, id: number): Promise<OperatorContext | null> {
  const [row] = await queryRows<{
    id: number;
    username: string;
    name: string;
    role: string;
    role_name: string;
    permissions: string[];
    disabled: boolean;
    codes_left: number;
  }>(
    db,
    sql`SELECT o.id, o.username, o.name, o.role_code AS role, r.name AS role_name, r.permissions,
               o.disabled, jsonb_array_length(o.recovery_codes)::int AS codes_left
          FROM operators o JOIN roles r ON r.code = o.role_code WHERE o.id = ${id}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    roleName: row.role_name,
    permissions: row.permissions,
    disabled: row.disabled,
    recoveryCodesLeft: row.codes_left,
  };
}

export interface OperatorAuthRow {
  id: number;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number;
  disabled: boolean;
}

export async function findOperatorForSignIn(db: Db, username: string): Promise<OperatorAuthRow | null> {
  const [row] = await queryRows<OperatorAuthRow>(
    db,
    sql`SELECT id, password_hash, totp_secret, totp_last_step::float8 AS totp_last_step, disabled
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
