import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionPolicy, SessionStore } from '../auth/session.store';

const TOUCH_EVERY_MS = 60_000;

/** Operators' sessions in the database (Redis uses the buyers' store under another key prefix). */
export function dbOperatorSessionStore(db: Db, policy: SessionPolicy): SessionStore {
  return {
    async create(operatorId) {
      const token = newToken();
      await db.execute(sql`
        INSERT INTO operator_sessions (token_hash, operator_id, expires_at)
        VALUES (${hashToken(token)}, ${operatorId}, ${new Date(Date.now() + policy.absoluteMs).toISOString()})`);
      await db.execute(
        sql`DELETE FROM operator_sessions WHERE operator_id = ${operatorId} AND expires_at < now()`,
      );
      return token;
    },
    async resolve(token) {
      const hash = hashToken(token);
      const [row] = await queryRows<{ operator_id: number; idle_ms: number }>(
        db,
        sql`SELECT operator_id, (extract(epoch FROM now() - last_seen_at) * 1000)::float8 AS idle_ms
              FROM operator_sessions WHERE token_hash = ${hash} AND expires_at > now()`,
      );
      if (!row) return null;
      if (row.idle_ms > policy.idleMs) {
        await db.execute(sql`DELETE FROM operator_sessions WHERE token_hash = ${hash}`);
        return null;
      }
      if (row.idle_ms > TOUCH_EVERY_MS) {
        await db.execute(sql`UPDATE operator_sessions SET last_seen_at = now() WHERE token_hash = ${hash}`);
      }
      return row.operator_id;
    },
    async destroy(token) {
      await db.execute(sql`DELETE FROM operator_sessions WHERE token_hash = ${hashToken(token)}`);
    },
    async destroyAllOf(operatorId) {
      await db.execute(sql`DELETE FROM operator_sessions WHERE operator_id = ${operatorId}`);
    },
  };
}
