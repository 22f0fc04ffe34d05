/** SQL of idempotent ERP writes: the stored answer of each (token, Idempotency-Key). */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export async function storedRequest(db: Db, tokenId: number, key: string) {
  const [row] = await queryRows<{ operation: string; body_hash: string; answer: unknown }>(
    db,
    sql`SELECT operation, body_hash, answer FROM erp_requests WHERE token_id = ${tokenId} AND idempotency_key = ${key}`,
  );
  return row;
}

/** Stores the write's answer under its key; false when another call stored the key first. */
export async function saveRequestAnswer(
  tx: Tx,
  r: { tokenId: number; key: string; operation: string; hash: string; answer: unknown },
): Promise<boolean> {
  const saved = await queryRows<{ ok: number }>(
    tx,
    sql`INSERT INTO erp_requests (token_id, idempotency_key, operation, body_hash, answer)
        VALUES (${r.tokenId}, ${r.key}, ${r.operation}, ${r.hash}, ${JSON.stringify(r.answer)}::jsonb)
        ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
  );
  return saved.length > 0;
}
