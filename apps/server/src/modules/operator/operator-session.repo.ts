/** SQL of operators' sessions in the database. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** Opens a session and drops the operator's expired ones. */
export async function insertOperatorSession(
  db: Db,
  tokenHash: string,
  operatorId: number,
  expiresAt: string,
) {
  await db.execute(sql`
    INSERT INTO operator_sessions (token_hash, operator_id, expires_at)
    VALUES (${tokenHash}, ${operatorId}, ${expiresAt})`);
  await db.execute(
    sql`DELETE FROM operator_sessions WHERE operator_id = ${operatorId} AND expires_at < now()`,
  );
}

/** The unexpired session's operator and how long it has been idle. */
export async function operatorSessionIdle(db: Db, tokenHash: string) {
  const [row] = await queryRows<{ operator_id: number; idle_ms: number }>(
    db,
    sql`SELECT operator_id, (extract(epoch FROM now() - last_seen_at) * 1000)::float8 AS idle_ms
          FROM operator_sessions WHERE token_hash = ${tokenHash} AND expires_at > now()`,
  );
  return row;
}

export async function touchOperatorSession(db: Db, tokenHash: string) {
  await db.execute(sql`UPDATE operator_sessions SET last_seen_at = now() WHERE token_hash = ${tokenHash}`);
}

export async function deleteOperatorSession(db: Db, tokenHash: string) {
  await db.execute(sql`DELETE FROM operator_sessions WHERE token_hash = ${tokenHash}`);
}

export async function deleteOperatorSessionsOf(db: Db, operatorId: number) {
  await db.execute(sql`DELETE FROM operator_sessions WHERE operator_id = ${operatorId}`);
}
