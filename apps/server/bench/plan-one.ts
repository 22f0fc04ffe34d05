/**
 * Every statement of one search first sight with its EXPLAIN (ANALYZE, BUFFERS) plan (issue 34): on
 * a shared machine the buffers say more than the times.
 *   SCALE_DB_URL=postgres://…/i34_100k npx tsx apps/server/bench/plan-one.ts 胶囊 [page]
 */
import type pg from 'pg';
import { openDatabase } from '../src/db/client';
import { genericPlanPoolOf } from '../src/db/prepared';
import { captureStatements, type Queryable } from './lib/capture';
import { startApp } from './lib/servers';

type Client = Queryable & {
  query: (t: string, v: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};
const url = process.env.SCALE_DB_URL;
if (!url) throw new Error('SCALE_DB_URL is required');
const term = process.argv[2] ?? '阿莫西林';
const page = Number(process.argv[3] ?? 1);
const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
const client = (database.db as unknown as { $client: Client }).$client;
const { app, cookie } = await startApp(database);
const path = `/api/goods/list?keyword=${encodeURIComponent(term)}&page=${page}&size=20&price_max=${70_000_000 + Math.floor(Math.random() * 1e6)}`;
// Named statements (db/prepared.ts) run on the generic-plan pool: capture both.
const generic = genericPlanPoolOf(client as unknown as pg.Pool) as unknown as Client;
const st = await captureStatements([client, generic], async () => {
  const r = await app.inject({ url: path, headers: { cookie } });
  const d = r.json<{ data: { total: number; total_estimated: boolean; list: { name: string }[] } }>().data;
  console.log(
    r.statusCode,
    d.total,
    d.total_estimated,
    d.list
      .slice(0, 3)
      .map((g) => g.name)
      .join(','),
  );
});
for (const s of st) {
  if (!/^\s*(select|with)/i.test(s.text)) continue;
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
  console.log('-----', s.text.replace(/\s+/g, ' ').slice(0, 3000));
  console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
}
await app.close();
await database.close();
