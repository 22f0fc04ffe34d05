import fs from 'node:fs/promises';
import type { Db } from '../../db/client';
import { auditHead } from './audit.repo';

export interface AuditHeadExport {
  seq: number;
  hash: string;
  at: string;
}

/**
 * The chain's head, kept outside the database (server.ts writes it every AUDIT_HEAD_EXPORT_MINUTES):
 * as a log line, and appended as one JSON line to AUDIT_HEAD_FILE when set. An operator who keeps
 * these can show that records up to that head existed as they were, even after the whole database
 * and its head row were rewritten.
 */
export async function exportAuditHead(db: Db, file?: string): Promise<AuditHeadExport> {
  const head = await auditHead(db);
  const line: AuditHeadExport = {
    seq: Number(head?.last_seq ?? 0),
    hash: head?.last_hash ?? '',
    at: new Date().toISOString(),
  };
  if (file) await fs.appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
  return line;
}
