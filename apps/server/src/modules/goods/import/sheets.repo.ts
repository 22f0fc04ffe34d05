/** SQL of the catalogue imports: the lookups a sheet is checked against, and the goods rows written in bulk. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { queryRows } from '../../../db/query';

/** goods columns the import writes, with their SQL types for json_to_recordset. */
const COLUMNS: [string, string][] = [
  ['name', 'text'],
  ['generic_name', 'text'],
  ['trade_name', 'text'],
  ['ypgg', 'text'],
  ['dosage_form', 'text'],
  ['bzdw', 'text'],
  ['mid_pack', 'int'],
  ['big_pack', 'int'],
  ['min_qty', 'int'],
  ['manufacturer_id', 'int'],
  ['sccj', 'text'],
  ['category_id', 'int'],
  ['approval_no', 'text'],
  ['barcode', 'text'],
  ['is_prescription', 'boolean'],
  ['otc_type', 'text'],
  ['is_ephedrine', 'boolean'],
  ['scope', 'text'],
  ['storage', 'text'],
  ['shelf_life_months', 'int'],
  ['instructions', 'text'],
  ['base_price_fen', 'bigint'],
  ['retail_price_fen', 'bigint'],
  ['is_buy', 'boolean'],
  ['pinyin', 'text'],
  ['initials', 'text'],
  ['search_text', 'text'],
];

const RECORD = sql.raw(COLUMNS.map(([c, t]) => `${c} ${t}`).join(', '));

/** Every goods' id and barcode (商品编号 and 条形码 in the sheets). */
export const goodsIdsAndBarcodes = (db: Db) =>
  queryRows<{ id: number; barcode: string }>(db, sql`SELECT id, barcode FROM goods`);

/** Every lot as "goods_id|batch_no". */
export const lotKeys = (db: Db) =>
  queryRows<{ k: string }>(db, sql`SELECT goods_id || '|' || batch_no AS k FROM goods_lots`);

export const allManufacturers = (db: Db) =>
  queryRows<{ id: number; name: string; short_name: string }>(
    db,
    sql`SELECT id, name, short_name FROM manufacturers`,
  );

/** Every category with its full path (parent/child) from the root. */
export const categoryPaths = (db: Db) =>
  queryRows<{ id: number; path: string; name: string }>(
    db,
    sql`WITH RECURSIVE t(id, name, path) AS (
          SELECT id, name, name FROM categories WHERE parent_id IS NULL
          UNION ALL SELECT c.id, c.name, t.path || '/' || c.name FROM categories c JOIN t ON c.parent_id = t.id)
        SELECT id, name, path FROM t`,
  );

/** New goods, one JSON parameter per chunk instead of ~25 bind parameters per row. */
export async function insertGoodsRows(tx: Tx, added: Record<string, unknown>[]) {
  await tx.execute(sql`INSERT INTO goods (${sql.raw(COLUMNS.map(([c]) => c).join(', '))})
    SELECT ${sql.raw(COLUMNS.map(([c]) => `x.${c}`).join(', '))}
    FROM json_to_recordset(${JSON.stringify(added)}::json) AS x(${RECORD})`);
}

/** Updates by 商品编号; the 说明书 is not a template column, so an update keeps it. */
export async function updateGoodsRows(tx: Tx, updated: Record<string, unknown>[]) {
  await tx.execute(sql`UPDATE goods AS g SET ${sql.raw(
    COLUMNS.filter(([c]) => c !== 'instructions')
      .map(([c]) => `${c} = x.${c}`)
      .join(', '),
  )}
    FROM json_to_recordset(${JSON.stringify(updated)}::json) AS x(id int, ${RECORD})
    WHERE g.id = x.id`);
}

/** The goods that now hold these barcodes. */
export const barcodeHolders = (tx: Tx, codes: string[]) =>
  queryRows<{ id: number; barcode: string }>(
    tx,
    sql`SELECT id, barcode FROM goods WHERE barcode IN (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
