import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * audit_log is append-only for the application: a trigger refuses every UPDATE and DELETE of a
 * record (whoever runs it, the table's owner included), and on PostgreSQL no role gets the
 * UPDATE/DELETE privilege through PUBLIC. drizzle-kit cannot express triggers or grants, so the
 * migrator applies this after the migrations (db/migrate.ts), idempotently. Rewriting the trail
 * now takes DDL (dropping the trigger), and even then the keyed chain (AUDIT_KEY) shows it.
 */
export async function installAuditAppendOnly(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
    END $$`);
  await db.execute(sql`DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log`);
  await db.execute(sql`
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
  if (database.kind === 'postgres') {
    await db.execute(sql`REVOKE UPDATE, DELETE ON audit_log FROM PUBLIC`);
  }
}
