import { sql, type SQL } from 'drizzle-orm';
import type { AuditQuery, AuditRow, AuditVerify } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { GENESIS_HASH, chainHash } from './audit';

interface DbRow {
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

const toRow = (r: DbRow): AuditRow => ({
  seq: Number(r.seq),
  at: new Date(r.at).toISOString(),
  operator_id: r.operator_id,
  operator_name: r.operator_name,
  ip: r.ip,
  action: r.action,
  target_type: r.target_type,
  target_id: r.target_id,
  summary: r.summary,
  before: r.before,
  after: r.after,
  hash: r.hash,
});

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

export async function listAudit(db: Db, q: AuditQuery) {
  const rows = await queryRows<DbRow & { total: number }>(
    db,
    sql`SELECT *, count(*) OVER ()::int AS total FROM audit_log WHERE ${where(q)}
         ORDER BY seq DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
  return { list: rows.map(toRow), total: rows[0]?.total ?? 0, page: q.page, page_size: q.page_size };
}

/** Rows for the export, newest first; a GSP inspection asks for a period, so the cap is generous. */
export async function auditRowsForExport(db: Db, q: Omit<AuditQuery, 'page' | 'page_size'>, cap = 50_000) {
  const rows = await queryRows<DbRow>(
    db,
    sql`SELECT * FROM audit_log WHERE ${where(q)} ORDER BY seq DESC LIMIT ${cap}`,
  );
  return rows.map(toRow);
}

const PAGE = 1000;

/**
 * Walks the whole chain in order: each row must follow the previous one without a gap, link to
 * its hash and hash to what it holds; the head must point at the last row. The first mismatch is
 * reported with its position.
 */
export async function verifyAudit(db: Db): Promise<AuditVerify> {
  const verifiedAt = new Date().toISOString();
  let prev = GENESIS_HASH;
  let expected = 1;
  let checked = 0;
  const broken = (seq: number, reason: string): AuditVerify => ({
    ok: false,
    checked,
    broken_at: seq,
    reason,
    verified_at: verifiedAt,
  });
  for (;;) {
    const rows = await queryRows<DbRow>(
      db,
      sql`SELECT * FROM audit_log WHERE seq >= ${expected} ORDER BY seq LIMIT ${PAGE}`,
    );
    for (const r of rows) {
      const seq = Number(r.seq);
      if (seq !== expected) return broken(expected, `第 ${expected} 条记录缺失（可能被删除）`);
      if (r.prev_hash !== prev)
        return broken(seq, `第 ${seq} 条记录与上一条的链接不符（上一条被修改或删除）`);
      const hash = chainHash(prev, {
        seq,
        at: new Date(r.at),
        operatorId: r.operator_id,
        operatorName: r.operator_name,
        ip: r.ip,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        summary: r.summary,
        before: r.before,
        after: r.after,
      });
      if (hash !== r.hash) return broken(seq, `第 ${seq} 条记录的内容被修改`);
      prev = r.hash;
      expected = seq + 1;
      checked++;
    }
    if (rows.length < PAGE) break;
  }
  const [head] = await queryRows<{ last_seq: string | number; last_hash: string }>(
    db,
    sql`SELECT last_seq, last_hash FROM audit_head WHERE id = 1`,
  );
  const headSeq = Number(head?.last_seq ?? 0);
  if (headSeq !== checked || (head && head.last_hash !== prev)) {
    // The break is the first record the head promises but the table lacks (or the last one, when
    // only its hash disagrees with the head).
    return broken(
      headSeq !== checked ? Math.min(headSeq, checked) + 1 : checked,
      `链尾不符：应有 ${headSeq} 条记录，实有 ${checked} 条（末尾记录被删除）`,
    );
  }
  return { ok: true, checked, broken_at: null, reason: '日志链完整，未发现篡改', verified_at: verifiedAt };
}
