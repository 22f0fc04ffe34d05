/**
 * One goods miss case alone, on the real app (issue 32): every request a fresh detail id, page,
 * category, filter set or keyword (lib/miss-paths.ts), with CPU per request. For a profile of the app
 * thread: node --cpu-prof --import tsx apps/server/bench/miss-load.ts detail
 *   SCALE_DB_URL=postgres://…/hd_100k … miss-load.ts detail|page|category|filters|keyword [count]
 */
import { openDatabase } from '../src/db/client';
import { loadSequence } from './lib/miss';
import { missPaths } from './lib/miss-paths';
import { startApp, urlOf } from './lib/servers';

const url = process.env.SCALE_DB_URL;
if (!url) throw new Error('SCALE_DB_URL is required');
const kind = (process.argv[2] ?? 'detail') as 'detail' | 'page' | 'category' | 'filters' | 'keyword';
const count = Number(process.argv[3] ?? 3000);
const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
const { app, cookie } = await startApp(database);
try {
  const paths = await (await missPaths(database.db))[kind](count);
  const r = await loadSequence(urlOf(app), paths, { cookie }, database.db);
  console.log(
    `${kind} miss: ${paths.length} requests, p50 ${r.p50} ms, p99 ${r.p99} ms, ${Math.round(r.rps)} req/s, ${r.errors + r.non2xx} errors` +
      (r.cpu
        ? `, CPU per request app ${r.cpu.appMs.toFixed(2)} ms, database ${r.cpu.dbMs.toFixed(2)} ms`
        : ''),
  );
} finally {
  await app.close();
  await database.close();
}
