import type { Db } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionPolicy, SessionStore } from '../auth/session.store';
import {
  deleteOperatorSession,
  deleteOperatorSessionsOf,
  insertOperatorSession,
  operatorSessionIdle,
  touchOperatorSession,
} from './operator-session.repo';

const TOUCH_EVERY_MS = 60_000;

/** Operators' sessions in the database (Redis uses the buyers' store under another key prefix). */
export function dbOperatorSessionStore(db: Db, policy: SessionPolicy): SessionStore {
  return {
    async create(operatorId) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + policy.absoluteMs).toISOString();
      await insertOperatorSession(db, hashToken(token), operatorId, expiresAt);
      return token;
    },
    async resolve(token) {
      const hash = hashToken(token);
      const row = await operatorSessionIdle(db, hash);
      if (!row) return null;
      if (row.idle_ms > policy.idleMs) {
        await deleteOperatorSession(db, hash);
        return null;
      }
      if (row.idle_ms > TOUCH_EVERY_MS) {
        await touchOperatorSession(db, hash);
      }
      return row.operator_id;
    },
    async destroy(token) {
      await deleteOperatorSession(db, hashToken(token));
    },
    async destroyAllOf(operatorId) {
      await deleteOperatorSessionsOf(db, operatorId);
    },
  };
}
