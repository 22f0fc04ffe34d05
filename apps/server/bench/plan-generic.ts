/**
 * A first sight's statements planned the two ways (issue 34): EXPLAIN (ANALYZE, BUFFERS) of each
 * statement as a custom plan (what an unnamed statement gets) and as the generic plan a named
 * statement on the generic-plan pool runs (db/prepared.ts), with planning time for each.
 *   SCALE_DB_URL=postgres://…/bench100k npx tsx apps/server/bench/plan-generic.ts 感冒 [page]
 */
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { genericPlanPoolOf } from '../src/db/prepared';
import { captureStatements } from './lib/capture';
import { explainBothPlans, planSummary } from './lib/explain-plans';
import { startApp } from './lib/servers';

const url = process.env.SCALE_DB_URL;
if (!url) throw new Error('SCALE_DB_URL is required');
const term = process.argv[2] ?? '阿莫西林';
const page = Number(process.argv[3] ?? 1);
const database = await openDatabase({ databaseUrl: url, poolSize: 8 });
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
const { app, cookie } = await startApp(database);
const path = `/api/goods/list?keyword=${encodeURIComponent(term)}&page=${page}&size=20&price_max=${70_000_000 + Math.floor(Math.random() * 1e6)}`;
const statements = await captureStatements([pool, genericPlanPoolOf(pool)], async () => {
  await app.inject({ url: path, headers: { cookie } });
});
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const [i, s] of statements.entries()) {
  if (!/^\s*(select|with)/i.test(s.text)) continue;
  console.log(`----- ${s.name ? 'named ' : ''}${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);
  const { custom, generic } = await explainBothPlans(client, s, i);
  console.log(`  custom : ${planSummary(custom)}`);
  console.log(`  generic: ${planSummary(generic)}`);
}
await client.end();
await app.close();
await database.close();
