import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export const SESSION_CHANNEL = 'sessions';

/**
 * Every way a session can end, whoever ends it (a logout, a password change, an operator's SQL in a
 * transaction, the cascade of a deleted user), reaches every instance's cache: `h:<token hash>` for
 * a session row gone or changed, `u:<user id>` for a buyer disabled, `all` for a truncate.
 * PostgreSQL sends them only when the transaction commits.
 */
const FUNCTION = sql.raw(`CREATE OR REPLACE FUNCTION shop_session_evicted() RETURNS trigger
  LANGUAGE plpgsql AS $$ BEGIN
    IF TG_OP = 'TRUNCATE' THEN PERFORM pg_notify('${SESSION_CHANNEL}', 'all');
    ELSIF TG_TABLE_NAME = 'users' THEN PERFORM pg_notify('${SESSION_CHANNEL}', 'u:' || NEW.id);
    ELSE PERFORM pg_notify('${SESSION_CHANNEL}', 'h:' || OLD.token_hash);
    END IF;
    RETURN NULL;
  END $$`);

const TRIGGERS = [
  `CREATE OR REPLACE TRIGGER session_evicted AFTER DELETE OR UPDATE OF token_hash, user_id, expires_at
     ON sessions FOR EACH ROW EXECUTE FUNCTION shop_session_evicted()`,
  `CREATE OR REPLACE TRIGGER session_truncated AFTER TRUNCATE
     ON sessions FOR EACH STATEMENT EXECUTE FUNCTION shop_session_evicted()`,
  `CREATE OR REPLACE TRIGGER session_user_disabled AFTER UPDATE OF disabled ON users FOR EACH ROW
     WHEN (NEW.disabled AND NOT OLD.disabled) EXECUTE FUNCTION shop_session_evicted()`,
];

/** Installed by code like the catalogue's triggers; skipped when present, so a start locks nothing. */
export async function installSessionTriggers(db: Db): Promise<void> {
  // An empty database (the OpenAPI writer's) has no sessions to watch: nothing to install.
  const [tables] = await queryRows<{ ready: boolean }>(
    db,
    sql`SELECT to_regclass('sessions') IS NOT NULL AND to_regclass('users') IS NOT NULL AS ready`,
  );
  if (!tables?.ready) return;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_trigger
         WHERE tgname IN ('session_evicted', 'session_truncated', 'session_user_disabled')`,
  );
  if (row?.n === TRIGGERS.length) return;
  await db.transaction(async (tx) => {
    // Instances starting together would otherwise race on CREATE OR REPLACE ("tuple concurrently updated").
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop_session_triggers'))`);
    await tx.execute(FUNCTION);
    for (const t of TRIGGERS) await tx.execute(sql.raw(t));
  });
}
