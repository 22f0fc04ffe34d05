/** SQL of PUT /api/erp/v1/goods: the goods a call names, and one multi-row upsert by erp_code. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface ExistingGoods {
  id: number;
  erp_code: string;
  name: string;
  base: number;
  retail: number;
  terms_key: string;
}

/**
 * What the suggestion dictionary reads of a goods row (search-terms.ts) as one md5: a row whose
 * key is the same after the upsert (a price change) leaves its name's dictionary row as it was.
 */
const termsKey = (g: string) =>
  sql.raw(`md5(concat_ws('|', ${g}.name, ${g}.generic_name, ${g}.trade_name, ${g}.sccj, ${g}.category_id,
    ${g}.approval_no, ${g}.barcode, ${g}.is_buy, ${g}.pinyin, ${g}.initials, ${g}.search_text))`);

/** A JSON array parameter: one bind value however many codes a call carries. */
export const jsonList = (values: unknown[]) => sql`${JSON.stringify(values)}::jsonb`;

export const goodsByCodes = (tx: Tx, codes: string[]) =>
  queryRows<ExistingGoods>(
    tx,
    sql`SELECT id, erp_code, name, base_price_fen::float8 AS base, retail_price_fen::float8 AS retail,
               ${termsKey('goods')} AS terms_key FROM goods
         WHERE erp_code IN (SELECT jsonb_array_elements_text(${jsonList(codes)}))`,
  );

/** Goods (other than by these codes) already holding one of these barcodes. */
export const barcodeOwners = (tx: Tx, barcodes: string[]) =>
  queryRows<{ barcode: string; erp_code: string | null; name: string }>(
    tx,
    sql`SELECT barcode, erp_code, name FROM goods
         WHERE barcode <> '' AND barcode IN (SELECT jsonb_array_elements_text(${jsonList(barcodes)}))`,
  );

/** goods columns the ERP writes, with their SQL types for json_to_recordset. */
export const GOODS_COLUMNS: [string, string][] = [
  ['erp_code', 'text'],
  ['name', 'text'],
  ['generic_name', 'text'],
  ['trade_name', 'text'],
  ['ypgg', 'text'],
  ['dosage_form', 'text'],
  ['bzdw', 'text'],
  ['manufacturer_id', 'int'],
  ['sccj', 'text'],
  ['category_id', 'int'],
  ['approval_no', 'text'],
  ['drug_id_code', 'text'],
  ['barcode', 'text'],
  ['is_prescription', 'boolean'],
  ['otc_type', 'text'],
  ['is_ephedrine', 'boolean'],
  ['scope', 'text'],
  ['base_price_fen', 'bigint'],
  ['retail_price_fen', 'bigint'],
  ['is_buy', 'boolean'],
  ['pinyin', 'text'],
  ['initials', 'text'],
  ['search_text', 'text'],
];

/**
 * One statement per chunk: new codes are inserted, known ones updated only where a column differs
 * (an unchanged row is not touched, so it fires no trigger and drops no cache). xmax = 0 marks a
 * row this statement inserted.
 */
export async function upsertGoods(tx: Tx, rows: Record<string, unknown>[]) {
  const names = GOODS_COLUMNS.map(([c]) => c);
  const updated = names.filter((c) => c !== 'erp_code');
  return queryRows<{ erp_code: string; inserted: boolean; name: string; terms_key: string }>(
    tx,
    sql`INSERT INTO goods (${sql.raw(names.join(', '))})
        SELECT ${sql.raw(names.map((c) => `x.${c}`).join(', '))}
          FROM json_to_recordset(${JSON.stringify(rows)}::json)
            AS x(${sql.raw(GOODS_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', '))})
        ON CONFLICT (erp_code) DO UPDATE SET ${sql.raw(updated.map((c) => `${c} = excluded.${c}`).join(', '))}
         WHERE (${sql.raw(updated.map((c) => `goods.${c}`).join(', '))})
               IS DISTINCT FROM (${sql.raw(updated.map((c) => `excluded.${c}`).join(', '))})
        RETURNING erp_code, (xmax = 0) AS inserted, name, ${termsKey('goods')} AS terms_key`,
  );
}
