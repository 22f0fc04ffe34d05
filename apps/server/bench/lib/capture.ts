/**
 * The bare server must run exactly the SQL the app runs, so the ratio measures the framework, the
 * ORM and validation, not a different query. We record the statements of one app request by
 * wrapping the driver's query method, then replay them raw.
 */
export interface Statement {
  /** The prepared-statement name the app gave (node-postgres only), reused by the replay. */
  name?: string;
  text: string;
  values: unknown[];
}

type QueryFn = (...args: never[]) => Promise<unknown>;
/** The raw driver: a pg Pool or a PGlite instance; both take (text, values). */
export interface Queryable {
  query: QueryFn;
}

/** One driver call's arguments as a statement: (text, values) or drizzle's (config, values). */
export function statementOf(args: unknown[]): Statement {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, values: Array.isArray(second) ? second : [] };
  // node-postgres under drizzle: (config { text, rowMode, types }, values).
  const cfg = first as { name?: string; text: string; values?: unknown[] };
  const values = cfg.values ?? (Array.isArray(second) ? second : []);
  return cfg.name ? { name: cfg.name, text: cfg.text, values } : { text: cfg.text, values };
}

/** Statements run on any of the clients (the app's pool and its generic-plan pool), in order. */
export async function captureStatements(
  clients: Queryable | Queryable[],
  run: () => Promise<void>,
): Promise<Statement[]> {
  const list = Array.isArray(clients) ? [...new Set(clients)] : [clients];
  const originals = list.map((client) => client.query);
  const seen: Statement[] = [];
  list.forEach((client, i) => {
    const original = originals[i]!;
    client.query = function (this: unknown, ...args: never[]) {
      seen.push(statementOf(args));
      return original.apply(this, args);
    };
  });
  try {
    await run();
  } finally {
    list.forEach((client, i) => (client.query = originals[i]!));
  }
  return seen;
}

/** Runs the statements in order (as the app does on one connection) and returns their rows. */
export async function replay(
  client: Queryable,
  statements: Statement[],
  namedClient: Queryable = client,
): Promise<unknown[][]> {
  const out: unknown[][] = [];
  for (const s of statements) {
    type Query = (text: string | Statement, values?: unknown[]) => Promise<{ rows?: unknown[] }>;
    // A named statement is planned once per connection by the app, on its generic-plan pool
    // (db/prepared.ts); the bare does the same.
    const res = await (s.name
      ? (namedClient.query as unknown as Query).call(namedClient, s)
      : (client.query as unknown as Query).call(client, s.text, s.values));
    out.push(res.rows ?? []);
  }
  return out;
}
