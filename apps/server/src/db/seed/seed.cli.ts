/**
 * npm run db:seed [-- --goods N] [--reset]
 * Opens the database like the server (DATABASE_URL → PostgreSQL, else PGlite in PGLITE_DIR or
 * ./data/pglite), applies migrations and seeds it. Refuses a non-empty database unless --reset.
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../client';
import { migrateDatabase } from '../migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEFAULT_GOODS, isDatabaseEmpty, seedDatabase } from './index';
import { setAuditKey } from '../../modules/audit/audit';

// The demo's audit records are chained with the key the server will verify them with.
if (process.env.AUDIT_KEY) setAuditKey(process.env.AUDIT_KEY);

const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: String(DEFAULT_GOODS) },
    reset: { type: 'boolean', default: false },
    seed: { type: 'string' },
  },
});

const goodsCount = Number(values.goods);
if (!Number.isInteger(goodsCount) || goodsCount < 1) {
  console.error(`--goods 需要一个正整数，收到 "${values.goods}"`);
  process.exit(2);
}

/** Empties every table of the public schema except drizzle's migration journal. */
async function truncateAll(db: Db): Promise<void> {
  const rows = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { tablename: string }[] }).rows) as {
    tablename: string;
  }[];
  const names = list.map((r) => `"public"."${r.tablename}"`);
  if (names.length) await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR || './data/pglite';
const database = await openDatabase({ databaseUrl, pgliteDir });
try {
  console.log(
    `数据库：${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${pgliteDir}`}`,
  );
  await migrateDatabase(database);
  if (!(await isDatabaseEmpty(database.db))) {
    if (!values.reset) {
      console.error(
        '数据库已有数据，未写入任何内容。要清空后重新生成，请加 --reset（会删除所有表中的数据）。',
      );
      process.exitCode = 1;
    } else {
      console.log('--reset：清空所有表…');
      await truncateAll(database.db);
    }
  }
  if (process.exitCode !== 1) {
    const bar = new cliProgress.SingleBar(
      { format: '商品 [{bar}] {percentage}% | {value}/{total} | {duration}s', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(goodsCount, 0);
    const summary = await seedDatabase(database.db, {
      goods: goodsCount,
      ...(values.seed ? { seed: Number(values.seed) } : {}),
      onProgress: (done) => bar.update(done),
    });
    bar.stop();
    console.log(`完成，用时 ${(summary.ms / 1000).toFixed(1)} 秒`);
    console.log(
      `商品 ${summary.goods}（${summary.products} 个通用名）· 批次 ${summary.lots} · 阶梯价 ${summary.ladderPrices} · 标签 ${summary.tags}`,
    );
    console.log(
      Object.entries(summary.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · '),
    );
    console.log(`演示账号（密码 ${DEMO_PASSWORD}）：`);
    for (const a of Object.values(DEMO_ACCOUNTS))
      console.log(`  ${a.username.padEnd(10)} ${a.phone}  ${a.company}`);
  }
} finally {
  await database.close();
}
