/**
 * Statement capture for the write benches: every statement any pg client runs (pool.query and
 * transactions alike), with its prepared-statement name when the app gave one, so the bare replay
 * also reuses a plan where the app does — the ratio compares like with like.
 */
import pg from 'pg';
import { statementOf, type Statement } from './capture';

export async function captureAll(run: () => Promise<void>): Promise<Statement[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: Statement[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    if (typeof first === 'string' || (first && typeof first === 'object' && 'text' in first))
      seen.push(statementOf(args));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return seen;
}

/** Runs the statements in order on one connection; answers how many ran. */
export async function replayNamed(client: pg.PoolClient, statements: Statement[]): Promise<number> {
  for (const s of statements) await client.query(s);
  return statements.length;
}
