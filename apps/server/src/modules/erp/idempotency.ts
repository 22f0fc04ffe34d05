/**
 * Idempotent ERP writes: the answer of a write made with an Idempotency-Key is stored in the write's
 * own transaction, so a replay (a timeout, a retried job) with the same key and body gets the same
 * answer and changes nothing; the same key with another body or call is a 422. Two concurrent
 * calls with one key: the second waits on the key's primary key, then answers the first's result.
 */
import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../lib/errors';
import { canonical } from '../audit/audit';
import { saveRequestAnswer, storedRequest } from './idempotency.repo';

const KEY = /^[\x21-\x7e]{1,100}$/;
const bodyHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

/** Raised inside the transaction when another call stored the key first: roll back, then replay. */
class KeyTaken extends Error {}

async function stored(db: Db, tokenId: number, key: string, operation: string, hash: string) {
  const row = await storedRequest(db, tokenId, key);
  if (!row) return undefined;
  if (row.operation !== operation || row.body_hash !== hash)
    throw invalid('Idempotency-Key 已用于另一请求：同一个键只能重放完全相同的请求', [
      { field: 'Idempotency-Key', msg: 'Idempotency-Key 已用于另一请求' },
    ]);
  return { answer: row.answer };
}

export async function idempotentWrite<T>(
  db: Db,
  tokenId: number,
  key: string | undefined,
  operation: string,
  body: unknown,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (key === undefined) return db.transaction(run);
  if (!KEY.test(key))
    throw invalid('Idempotency-Key 须为1-100个可见ASCII字符', [
      { field: 'Idempotency-Key', msg: 'Idempotency-Key 须为1-100个可见ASCII字符' },
    ]);
  const hash = bodyHash(body);
  const before = await stored(db, tokenId, key, operation, hash);
  if (before) return before.answer as T;
  try {
    return await db.transaction(async (tx) => {
      const answer = await run(tx);
      const saved = await saveRequestAnswer(tx, { tokenId, key, operation, hash, answer });
      if (!saved) throw new KeyTaken();
      return answer;
    });
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    const after = await stored(db, tokenId, key, operation, hash);
    if (!after) throw err;
    return after.answer as T;
  }
}
