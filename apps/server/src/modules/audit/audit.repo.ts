/** SQL of the audit trail: the chain's head row (also the writers' lock), its records and filters. */
import { sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface AuditDbRow {
  seq: string | number;
  at: Date | string;
  operator_id: number;
  operator_name: string;
  ip: string;
  action: string;
  target_type: string;
  target_id: string;
  summary: string;
  before: unknown;
  after: unknown;
  prev_hash: string;
  hash: string;
}

export interface AuditHeadRow {
  last_seq: string | number;
  last_hash: string;
}

/** The chain's head; with `lock` its row is locked, so concurrent writers append one after another. */
export async function auditHead(db: Db | Tx, lock = false): Promise<AuditHeadRow | undefined> {
  const [head] = await queryRows<AuditHeadRow>(
    db,
    lock
      ? sql`SELECT last_seq, last_hash FROM audit_head WHERE id = 1 FOR UPDATE`
      : sql`SELECT last_seq, last_hash FROM audit_head WHERE id = 1`,
  );
  return head;
}

export async function ensureAuditHead(tx: Tx, genesisHash: string): Promise<void> {
  await tx.execute(
    sql`INSERT INTO audit_head (id, last_seq, last_hash) VALUES (1, 0, ${genesisHash}) ON CONFLICT DO NOTHING`,
  );
}

export interface AuditRecordInsert {
  seq: number;
  at: Date;
  operatorId: number;
  operatorName: string;
  ip: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  before: unknown;
  after: unknown;
}

/** Appends the record linked to `prevHash` and moves the head to it. */
export async function appendAuditRecord(tx: Tx, row: AuditRecordInsert, prevHash: string, hash: string) {
  await tx.execute(sql`
    INSERT INTO audit_log (seq, at, operator_id, operator_name, ip, action, target_type, target_id,
                           summary, before, after, prev_hash, hash)
    VALUES (${row.seq}, ${row.at.toISOString()}, ${row.operatorId}, ${row.operatorName}, ${row.ip},
            ${row.action}, ${row.targetType}, ${row.targetId}, ${row.summary},
            ${JSON.stringify(row.before)}::jsonb, ${JSON.stringify(row.after)}::jsonb,
            ${prevHash}, ${hash})`);
  await tx.execute(sql`UPDATE audit_head SET last_seq = ${row.seq}, last_hash = ${hash} WHERE id = 1`);
}

function where(q: Omit<AuditQuery, 'page' | 'page_size'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.operator_id) parts.push(sql`operator_id = ${q.operator_id}`);
  if (q.action) parts.push(sql`action = ${q.action}`);
  if (q.target_type) parts.push(sql`target_type = ${q.target_type}`);
  if (q.target_id) parts.push(sql`target_id = ${q.target_id}`);
  // Days are China's calendar days, whatever zone the server runs in.
  if (q.from) parts.push(sql`at >= (${q.from}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  if (q.to) parts.push(sql`at < (${q.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  return sql.join(parts, sql` AND `);
}

export async function auditPageRows(db: Db, q: AuditQuery) {
  return queryRows<AuditDbRow & { total: number }>(
    db,
    sql`SELECT *, count(*) OVER ()::int AS total FROM audit_log WHERE ${where(q)}
         ORDER BY seq DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
}

export async function auditExportRows(db: Db, q: Omit<AuditQuery, 'page' | 'page_size'>, cap: number) {
  return queryRows<AuditDbRow>(
    db,
    sql`SELECT * FROM audit_log WHERE ${where(q)} ORDER BY seq DESC LIMIT ${cap}`,
  );
}

/** Up to `limit` records from `fromSeq` on, in chain order (the verifier's page). */
export async function auditRowsFrom(db: Db, fromSeq: number, limit: number) {
  return queryRows<AuditDbRow>(
    db,
    sql`SELECT * FROM audit_log WHERE seq >= ${fromSeq} ORDER BY seq LIMIT ${limit}`,
  );
}

/** Who appears in the trail (operators since removed included), under their latest name. */
export async function auditOperators(db: Db) {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT DISTINCT ON (operator_id) operator_id AS id, operator_name AS name
          FROM audit_log ORDER BY operator_id, seq DESC`,
  );
}
