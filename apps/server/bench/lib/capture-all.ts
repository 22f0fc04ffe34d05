/**
 * Statement capture for the write benches: every statement any pg client runs (pool.query and
 * transactions alike), with its prepared-statement name when the app gave one, so the bare replay
 * also reuses a plan where the app does — the ratio compares like with like.
 */
import pg from 'pg';

export interface NamedStatement {
  name?: string;
  text: string;
  values: unknown[];
}

export async function captureAll(run: () => Promise<void>): Promise<NamedStatement[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: NamedStatement[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      // drizzle passes (config, params): the values are the second argument, not config.values.
      const cfg = first as { name?: string; text: string; values?: unknown[] };
      seen.push({
        ...(cfg.name ? { name: cfg.name } : {}),
        text: cfg.text,
        values: cfg.values ?? (Array.isArray(second) ? second : []),
      });
    }
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
export async function replayNamed(client: pg.PoolClient, statements: NamedStatement[]): Promise<number> {
  for (const s of statements) await client.query(s);
  return statements.length;
}
