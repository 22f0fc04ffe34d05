/**
 * ERP batch writes on PostgreSQL (`npm run bench:erp`): PUT /api/erp/v1/goods with 5,000 goods
 * (created, then all updated) and PUT /api/erp/v1/stock with 10,000 batches (created, then all
 * updated), over HTTP to a listening server, each timed from request to answer, printed as rows/s.
 * A fresh database (BENCH_ERP_DB, default bench_erp) on DATABASE_URL's server, seeded small.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDeps } from '../src/deps';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { queryRows } from '../src/db/query';
import { seedDatabase } from '../src/db/seed/index';
import { createToken } from '../src/modules/erp/token.service';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NAME = process.env.BENCH_ERP_DB ?? 'bench_erp';
const GOODS = 5000;
const BATCHES_PER_GOODS = 2;

async function adminSql(text: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(text).finally(() => c.end());
}

async function main() {
  await adminSql(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await adminSql(
    `CREATE DATABASE ${NAME} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  await migrateDatabase(database);
  await seedDatabase(database.db, { goods: 500 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    ERP_RATE_PER_MINUTE: '1000',
  });
  const deps = await createDeps(config, database);
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const [maker] = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT name FROM manufacturers ORDER BY id LIMIT 1`,
  );
  const [cat] = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT c.name FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
         AND (SELECT count(*) FROM categories d WHERE d.name = c.name) = 1 ORDER BY c.id LIMIT 1`,
  );
  const { token } = await createToken(
    database.db,
    { operatorId: 1, operatorName: 'bench', ip: '127.0.0.1' },
    {
      name: 'bench',
      scopes: ['goods:write', 'stock:write'],
      ip_allow: [],
      expires_on: null,
    },
  );
  const put = async (label: string, path: string, payload: object, rows: number) => {
    const started = performance.now();
    const res = await fetch(`${address}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const answer = (await res.json()) as { code: number; msg: string };
    const ms = performance.now() - started;
    if (answer.code !== 10000) throw new Error(`${label}: ${answer.msg}`);
    console.log(
      `${label.padEnd(34)} ${String(rows).padStart(6)} rows  ${(ms / 1000).toFixed(2).padStart(6)} s  ${Math.round(
        (rows / ms) * 1000,
      )
        .toString()
        .padStart(7)} rows/s  (${answer.msg})`,
    );
  };
  const goods = (tag: string) =>
    Array.from({ length: GOODS }, (_, i) => ({
      code: `B${String(i).padStart(6, '0')}`,
      name: '',
      generic_name: `${tag}阿莫西林胶囊${i}`,
      spec: '0.25g*24粒',
      dosage_form: '胶囊剂',
      maker: maker!.name,
      approval_no: `国药准字H${String(44000000 + i)}`,
      drug_id_code: '8690001',
      category: cat!.name,
      scope: 'chemical',
      unit: '盒',
      barcode: `69${String(10_000_000_000 + i)}`,
      prescription: 'rx',
      on_shelf: true,
      base_price: '12.50',
      retail_price: '18.00',
    }));
  const stock = (qty: number) =>
    Array.from({ length: GOODS * BATCHES_PER_GOODS }, (_, i) => ({
      goods_code: `B${String(Math.floor(i / BATCHES_PER_GOODS)).padStart(6, '0')}`,
      batch_no: `P2026${String(i % BATCHES_PER_GOODS).padStart(3, '0')}`,
      produced_on: '2026-03-01',
      expires_on: '2028-02-29',
      quantity: qty + (i % 7),
    }));
  await put('PUT goods (5,000 new)', '/api/erp/v1/goods', { goods: goods('') }, GOODS);
  await put('PUT goods (5,000 changed)', '/api/erp/v1/goods', { goods: goods('新') }, GOODS);
  await put('PUT goods (5,000 unchanged)', '/api/erp/v1/goods', { goods: goods('新') }, GOODS);
  await put(
    'PUT stock (10,000 new batches)',
    '/api/erp/v1/stock',
    { stock: stock(100) },
    GOODS * BATCHES_PER_GOODS,
  );
  await put(
    'PUT stock (10,000 changed)',
    '/api/erp/v1/stock',
    { stock: stock(60) },
    GOODS * BATCHES_PER_GOODS,
  );
  await app.close();
  await database.close();
  await adminSql(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
}

await main();
