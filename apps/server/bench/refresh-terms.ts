/**
 * Times the suggestion dictionary's rebuilds (issue 34): the full one, and the incremental one a
 * back-office save runs for the names it touched. SCALE_DB_URL=… npx tsx apps/server/bench/refresh-terms.ts
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { refreshSearchTerms, refreshSearchTermsFor } from '../src/modules/goods/search-terms';

const database = await openDatabase({ databaseUrl: process.env.SCALE_DB_URL, poolSize: 2 });
const db = database.db;
const names = (
  await queryRows<{ term: string }>(db, sql`SELECT term FROM search_terms ORDER BY sales DESC LIMIT 2`)
).map((r) => r.term);
const time = async (label: string, run: () => Promise<void>) => {
  const started = performance.now();
  await run();
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
};
for (let i = 0; i < Number(process.env.RUNS ?? 3); i += 1) {
  await time('full refresh', () => db.transaction((tx) => refreshSearchTerms(tx)));
  await time(`refresh of 2 names (${names.join(', ')})`, () =>
    db.transaction((tx) => refreshSearchTermsFor(tx, names)),
  );
}
await database.close();
