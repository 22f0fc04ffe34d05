import { createHmac } from 'node:crypto';
import type { Tx } from '../../db/client';
import { configSchema } from '../../config';
import { appendAuditRecord, auditHead, ensureAuditHead, type AuditRecordInsert } from './audit.repo';

/** Who did it: taken from the operator's session and the request by `actorOf(request)`. */
export interface Actor {
  operatorId: number;
  operatorName: string;
  ip: string;
}

export interface AuditEntry {
  /** Permission-like code of what was done, e.g. 'order.ship', 'buyer.approve'. */
  action: string;
  targetType: string;
  targetId: string | number;
  /** One Chinese sentence an inspector reads in the list, e.g. '订单D2026… 已发货'. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

export const GENESIS_HASH = '0'.repeat(64);

/**
 * The chain is an HMAC-SHA-256 chain keyed with AUDIT_KEY, which lives outside the database: whoever
 * can write to the database alone can edit or delete a record, but cannot recompute the hashes
 * after it (an unkeyed SHA-256 chain they could). Set once at start-up from the configuration
 * (createDeps, the server's primary, the CLIs); the development default otherwise.
 */
let auditKey = configSchema.shape.AUDIT_KEY.parse(undefined);
export function setAuditKey(key: string): void {
  auditKey = key;
}

/** JSON with keys sorted at every level: jsonb reorders keys, the hash must not depend on it. */
export function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fields the chain hash covers: the record as appended. */
export type ChainFields = AuditRecordInsert;

export function chainHash(prevHash: string, r: ChainFields): string {
  const content = [
    prevHash,
    r.seq,
    r.at.toISOString(),
    r.operatorId,
    r.operatorName,
    r.ip,
    r.action,
    r.targetType,
    r.targetId,
    r.summary,
    canonical(r.before),
    canonical(r.after),
  ];
  return createHmac('sha256', auditKey).update(JSON.stringify(content)).digest('hex');
}

/** Dates become ISO strings and undefined disappears, exactly as jsonb will hand the value back. */
const asJson = (v: unknown): unknown => (v === undefined ? null : (JSON.parse(JSON.stringify(v)) as unknown));

/**
 * Appends one record to the audit chain. Call it inside the transaction of the write it records:
 * if the write rolls back, so does the record. The head row's lock orders concurrent writers, so
 * every record links to the one committed before it.
 */
export async function audit(tx: Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  await ensureAuditHead(tx, GENESIS_HASH);
  const head = await auditHead(tx, true);
  if (!head) throw new Error('audit head missing');
  const row: ChainFields = {
    seq: Number(head.last_seq) + 1,
    at: new Date(),
    operatorId: actor.operatorId,
    operatorName: actor.operatorName,
    ip: actor.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    summary: entry.summary,
    before: asJson(entry.before),
    after: asJson(entry.after),
  };
  const hash = chainHash(head.last_hash, row);
  await appendAuditRecord(tx, row, head.last_hash, hash);
}
