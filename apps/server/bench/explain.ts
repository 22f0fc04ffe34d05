/**
 * npx tsx apps/server/bench/explain.ts [path ...]: EXPLAIN ANALYZE of every statement the app runs
 * for the given API paths (default: the goods bench cases) on the PostgreSQL bench catalogue.
 */
import { captureStatements, type Queryable } from './lib/capture';
import { openBenchPostgres } from './lib/databases';
import { startApp } from './lib/servers';
import goodsBench from './goods.bench';

const database = await openBenchPostgres();
const client = (
  database.db as unknown as {
    $client: Queryable & { query: (t: string, v: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
  }
).$client;
const { app, cookie } = await startApp(database);
const paths = process.argv.slice(2);
const cases = paths.length
  ? paths.map((p) => ({ name: p, path: p, signedIn: true }))
  : await goodsBench.cases({ db: database.db, kind: 'postgres' });
for (const c of cases) {
  const statements = await captureStatements(client, async () => {
    await app.inject({ url: c.path, headers: c.signedIn ? { cookie } : {} });
  });
  console.log(`\n=== ${c.name} (${statements.length} statements)`);
  for (const s of statements) {
    if (/^(insert|update|delete)/i.test(s.text.trim())) continue;
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS OFF) ${s.text}`, s.values);
    const plan = rows.map((r) => Object.values(r)[0]);
    const time = plan.find((l) => l?.startsWith('Execution Time')) ?? '';
    console.log(`- ${time.padEnd(28)} ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);
    if (process.env.PLAN) console.log(plan.join('\n'));
  }
}
await app.close();
await database.close();
