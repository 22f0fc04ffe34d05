/**
 * A catalogue of a million goods in minutes (issue 13): the planned seed writes a few thousand real
 * goods row by row through the app's insert path, which at a million would take an hour. Past
 * BULK_ABOVE the rest are copies of those made inside PostgreSQL with INSERT … SELECT over
 * generate_series: each copy is another supplier's listing of the same drug (same names, maker and
 * texts, so search and facets see a realistic spread) at its own price (85–100 %), sales, age and
 * copied lots and ladder prices; goods.stock stays the sum of its lots. Tags are not copied: they
 * name promotions the copies are not in. The secondary indexes and the foreign keys of the three
 * tables are dropped during the load and rebuilt once after it: an index built over the whole table
 * and a key checked by one join are several times faster than maintaining them row by row (a copied
 * goods row alone costs three foreign-key lookups). The keys are added back validated, so a bad row
 * fails the seed rather than being kept. Chunks load on two connections, one per core.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../query';
import { withoutSoonestExpiryTrigger } from '../soonest-expiry-trigger';

/** Catalogues larger than this are filled by copying; the bench's 100k stays planned row by row. */
export const BULK_ABOVE = 100_000;
const CHUNK = 100_000;
const TABLES = ['goods', 'goods_lots', 'ladder_prices'];

/** Every column a plain INSERT may name (not id, not generated), in table order. */
async function insertableColumns(db: Db, table: string): Promise<string[]> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`SELECT column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = ${table} AND column_name <> 'id'
           AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  );
  return rows.map((r) => r.column_name);
}

/** `INSERT INTO t (cols) SELECT <override or alias.col> …`: new columns of other slices copy as they are. */
function selectList(columns: string[], alias: string, overrides: Record<string, string>): string {
  return columns.map((c) => overrides[c] ?? `${alias}."${c}"`).join(', ');
}

/** Adds `extra` copies of the goods already present (the planned seed's); returns how many. */
export async function copyGoods(
  db: Db,
  extra: number,
  onProgress?: (done: number) => void,
): Promise<{ goods: number; lots: number; ladderPrices: number }> {
  const [range] = await queryRows<{ n: number; max: number }>(
    db,
    sql`SELECT count(*)::int AS n, coalesce(max(id), 0)::int AS max FROM goods`,
  );
  const base = range?.n ?? 0;
  const maxId = range?.max ?? 0;
  if (base === 0 || extra <= 0) return { goods: 0, lots: 0, ladderPrices: 0 };

  // Index definitions to rebuild (constraint indexes such as primary keys stay: they are few and needed).
  const indexes = await queryRows<{ name: string; def: string }>(
    db,
    sql`SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
         WHERE i.schemaname = 'public' AND i.tablename IN (${sql.join(
           TABLES.map((t) => sql`${t}`),
           sql`, `,
         )})
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  const keys = await queryRows<{ table: string; name: string; def: string }>(
    db,
    sql`SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
          FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text IN (${sql.join(
            TABLES.map((t) => sql`${t}`),
            sql`, `,
          )})`,
  );
  for (const k of keys) await db.execute(sql.raw(`ALTER TABLE "${k.table}" DROP CONSTRAINT "${k.name}"`));
  for (const ix of indexes) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${ix.name}"`));

  const goodsCols = await insertableColumns(db, 'goods');
  const lotCols = await insertableColumns(db, 'goods_lots');
  const ladderCols = await insertableColumns(db, 'ladder_prices');
  // Copy k of the base goods b (k counts from 1): id maxId + k, base row number (k - 1) % base.
  const baseCte = `base AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS r FROM goods WHERE id <= ${maxId})`;
  const copies = (lo: number, hi: number) =>
    `generate_series(${lo}, ${hi}) s(k) JOIN base b ON b.r = (s.k - 1) % ${base}`;
  const factor = `((85 + s.k % 16) / 100.0)`;
  const done = { goods: 0, lots: 0, ladderPrices: 0 };
  const chunks: [number, number][] = [];
  for (let lo = 1; lo <= extra; lo += CHUNK) chunks.push([lo, Math.min(extra, lo + CHUNK - 1)]);
  const loader = async () => {
    for (let c = chunks.shift(); c; c = chunks.shift()) {
      const [lo, hi] = c;
      await db.transaction(async (tx) => {
        await tx.execute(
          sql.raw(`WITH ${baseCte}
            INSERT INTO goods (id, ${goodsCols.map((c) => `"${c}"`).join(', ')})
            SELECT ${maxId} + s.k, ${selectList(goodsCols, 'g', {
              base_price_fen: `round(g.base_price_fen * ${factor})::int`,
              sales: `(g.sales + (s.k::bigint * 7919) % 500)::int`,
              created_at: `g.created_at - make_interval(secs => s.k)`,
            })}
            FROM ${copies(lo, hi)} JOIN goods g ON g.id = b.id`),
        );
        const lots = await queryRows<{ n: number }>(
          tx,
          sql.raw(`WITH ${baseCte}, ins AS (
            INSERT INTO goods_lots (${lotCols.map((c) => `"${c}"`).join(', ')})
            SELECT ${selectList(lotCols, 'l', { goods_id: `${maxId} + s.k` })}
            FROM ${copies(lo, hi)} JOIN goods_lots l ON l.goods_id = b.id RETURNING 1)
            SELECT count(*)::int AS n FROM ins`),
        );
        const ladders = await queryRows<{ n: number }>(
          tx,
          sql.raw(`WITH ${baseCte}, ins AS (
            INSERT INTO ladder_prices (${ladderCols.map((c) => `"${c}"`).join(', ')})
            SELECT ${selectList(ladderCols, 'p', {
              goods_id: `${maxId} + s.k`,
              price_fen: `round(p.price_fen * ${factor})::int`,
            })}
            FROM ${copies(lo, hi)} JOIN ladder_prices p ON p.goods_id = b.id RETURNING 1)
            SELECT count(*)::int AS n FROM ins`),
        );
        done.goods += hi - lo + 1;
        done.lots += lots[0]?.n ?? 0;
        done.ladderPrices += ladders[0]?.n ?? 0;
      });
      onProgress?.(base + done.goods);
    }
  };
  try {
    await withoutSoonestExpiryTrigger(db, () => Promise.all([loader(), loader()]));
  } finally {
    await rebuild(db, [
      ...indexes,
      ...keys.map((k) => ({
        name: k.name,
        def: `ALTER TABLE "${k.table}" ADD CONSTRAINT "${k.name}" ${k.def}`,
      })),
    ]);
  }
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('goods', 'id'), ${maxId + extra})`));
  return done;
}

/**
 * Each index once over the whole table, two at a time on their own connections (the GIN indexes of
 * the search columns take most of the time and use one core each), biggest first.
 */
async function rebuild(db: Db, indexes: { name: string; def: string }[]) {
  const queue = [...indexes].sort(
    (a, b) => Number(/USING gin/.test(b.def)) - Number(/USING gin/.test(a.def)),
  );
  const worker = async () => {
    for (let ix = queue.shift(); ix; ix = queue.shift()) {
      const { def } = ix;
      await db.transaction(async (tx) => {
        // A larger sort memory keeps a GIN build in memory instead of spilling to disk.
        await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
        await tx.execute(sql.raw(def));
      });
    }
  };
  await Promise.all([worker(), worker()]);
}
