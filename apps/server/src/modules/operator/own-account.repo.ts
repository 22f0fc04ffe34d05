/** SQL of the signed-in operator's own account: password and authenticator. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export async function passwordHashOf(db: Db, operatorId: number) {
  const [row] = await queryRows<{ password_hash: string }>(
    db,
    sql`SELECT password_hash FROM operators WHERE id = ${operatorId}`,
  );
  return row;
}

export async function setOwnPassword(tx: Tx, operatorId: number, hash: string) {
  await tx.execute(
    sql`UPDATE operators SET password_hash = ${hash}, must_change_password = false WHERE id = ${operatorId}`,
  );
}

export async function totpSetupOf(db: Db, operatorId: number) {
  const [row] = await queryRows<{ username: string; totp_secret: string; totp_enabled: boolean }>(
    db,
    sql`SELECT username, totp_secret, totp_enabled FROM operators WHERE id = ${operatorId}`,
  );
  return row;
}

export async function totpStepOf(db: Db, operatorId: number) {
  const [row] = await queryRows<{ totp_secret: string; totp_enabled: boolean; totp_last_step: number }>(
    db,
    sql`SELECT totp_secret, totp_enabled, totp_last_step::float8 AS totp_last_step FROM operators WHERE id = ${operatorId}`,
  );
  return row;
}

/** Binds the authenticator unless one is bound already (then false). */
export async function enableTotp(tx: Tx, operatorId: number, step: number, codeHashes: string[]) {
  const done = await queryRows(
    tx,
    sql`UPDATE operators SET totp_enabled = true, totp_last_step = ${step},
               recovery_codes = ${JSON.stringify(codeHashes)}::jsonb
         WHERE id = ${operatorId} AND NOT totp_enabled RETURNING id`,
  );
  return done.length > 0;
}

export async function bindTotpAtTerminal(
  db: Db,
  operatorId: number,
  mustChangePassword: boolean,
  codeHashes: string[],
) {
  const [row] = await queryRows<{ username: string; totp_secret: string }>(
    db,
    sql`UPDATE operators SET totp_enabled = true, must_change_password = ${mustChangePassword},
               recovery_codes = ${JSON.stringify(codeHashes)}::jsonb
         WHERE id = ${operatorId} RETURNING username, totp_secret`,
  );
  return row;
}
