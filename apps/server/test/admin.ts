import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { RoleCode } from '@shop/shared';
import { queryRows } from '../src/db/query';
import { DEMO_OPERATORS, DEMO_TOTP_SECRET } from '../src/db/seed/demo-accounts';
import type { TestApp } from './test-app';

/** The TOTP code an authenticator app shows now (or at `epoch` seconds). */
export const totpCode = (secret = DEMO_TOTP_SECRET, epoch?: number): Promise<string> =>
  generate({ secret, ...(epoch ? { epoch } : {}) });

export async function operatorId(t: TestApp, role: RoleCode | 'checker'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.deps.database.db,
    sql`SELECT id FROM operators WHERE username = ${DEMO_OPERATORS[role].username}`,
  );
  if (!row) throw new Error(`no demo operator for ${role}`);
  return row.id;
}

/**
 * A Cookie header for a demo operator of that role, from a session made directly: a TOTP code is
 * good once per 30 s, so suites that are not about sign-in do not go through it each time.
 */
export async function operatorCookie(t: TestApp, role: RoleCode | 'checker'): Promise<string> {
  const token = await t.deps.operatorSessions.create(await operatorId(t, role));
  return `ys_admin=${token}`;
}

/**
 * An account manager's operator (data scope 'own') of the given manager, with the permissions
 * named, ready to work: a role made for it and a session made directly.
 */
export async function accountManagerCookie(t: TestApp, managerId: number, permissions: string[]) {
  const db = t.deps.database.db;
  const code = `am_${managerId}_${permissions.length}_${Date.now() % 100000}`;
  await db.execute(sql`INSERT INTO roles (code, name, description, permissions, data_scope, sort)
                       VALUES (${code}, ${`客户经理${code}`}, '', ${JSON.stringify(permissions)}::jsonb, 'own', 99)`);
  const [op] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO operators (username, name, role_code, password_hash, totp_secret, account_manager_id)
        VALUES (${code}, '客户经理', ${code}, 'x', ${DEMO_TOTP_SECRET}, ${managerId}) RETURNING id`,
  );
  return `ys_admin=${await t.deps.operatorSessions.create(op!.id)}`;
}
