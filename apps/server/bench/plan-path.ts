/**
 * Every statement one storefront call sends on a miss (issue 32: detail and list misses), with its
 * EXPLAIN (ANALYZE, BUFFERS) as a custom plan (unnamed) and as the generic plan of a named statement
 * (db/prepared.ts), planning and execution time and buffers; PLAN_FULL=1 prints whole plans.
 *   SCALE_DB_URL=postgres://…/hd_100k npx tsx apps/server/bench/plan-path.ts '/api/goods/detail/123'
 */
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { genericPlanPoolOf } from '../src/db/prepared';
import { captureStatements } from './lib/capture';
import { explainBothPlans, planSummary } from './lib/explain-plans';
import { startApp } from './lib/servers';

const url = process.env.SCALE_DB_URL;
if (!url) throw new Error('SCALE_DB_URL is required');
const paths = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: url, poolSize: 8 });
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
const { app, cookie } = await startApp(database);
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const path of paths) {
  const statements = await captureStatements([pool, genericPlanPoolOf(pool)], async () => {
    const res = await app.inject({ url: path, headers: { cookie } });
    console.log(`===== ${path}: HTTP ${res.statusCode}, ${res.body.length} bytes`);
  });
  for (const [i, s] of statements.entries()) {
    if (!/^\s*(select|with)/i.test(s.text)) continue;
    console.log(`----- ${s.name ? 'named ' : ''}${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    const { custom, generic } = await explainBothPlans(client, s, i);
    console.log(`  custom : ${planSummary(custom)}`);
    if (process.env.PLAN_FULL) console.log(custom.join('\n'));
    console.log(`  generic: ${planSummary(generic)}`);
    if (process.env.PLAN_FULL) console.log(generic.join('\n'));
  }
}
await client.end();
await app.close();
await database.close();
