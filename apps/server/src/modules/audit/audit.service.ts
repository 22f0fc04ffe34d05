import type { AuditQuery, AuditRow, AuditVerify } from '@shop/shared';
import type { Db } from '../../db/client';
import { GENESIS_HASH, chainHash } from './audit';
import { auditExportRows, auditHead, auditPageRows, auditRowsFrom, type AuditDbRow } from './audit.repo';

export { auditOperators } from './audit.repo';

const toRow = (r: AuditDbRow): AuditRow => ({
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

export async function listAudit(db: Db, q: AuditQuery) {
  const rows = await auditPageRows(db, q);
  return { list: rows.map(toRow), total: rows[0]?.total ?? 0, page: q.page, page_size: q.page_size };
}

/** Rows for the export, newest first; a GSP inspection asks for a period, so the cap is generous. */
export async function auditRowsForExport(db: Db, q: Omit<AuditQuery, 'page' | 'page_size'>, cap = 50_000) {
  const rows = await auditExportRows(db, q, cap);
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
    const rows = await auditRowsFrom(db, expected, PAGE);
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
  const head = await auditHead(db);
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
