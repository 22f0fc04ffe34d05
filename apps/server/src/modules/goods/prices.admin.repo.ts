/** The statements of 价格管理 (prices.admin.service.ts): a goods's prices, ladders, customer prices and 控销. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface PriceGoodsRow {
  id: number;
  name: string;
  bzdw: string;
  mid_pack: number;
  min_qty: number;
  base: number;
  retail: number;
  ladder_price_type: number;
  is_controlled: boolean;
}

export interface CustomerPriceRow {
  company_id: number | null;
  company_name: string | null;
  company_kind: string;
  province: string;
  price: number;
}

export interface ControlRow {
  provinces: string[];
  company_kinds: string[];
  account_manager_ids: number[];
  note: string;
}

export const priceGoodsRows = (db: Db | Tx, goodsId: number) =>
  queryRows<PriceGoodsRow>(
    db,
    sql`SELECT id, name, bzdw, mid_pack, min_qty, base_price_fen::int AS base, retail_price_fen::int AS retail,
          ladder_price_type, is_controlled FROM goods WHERE id = ${goodsId}`,
  );

export const ladderRows = (db: Db | Tx, goodsId: number) =>
  queryRows<{ number: number; price: number }>(
    db,
    sql`SELECT number, price_fen::int AS price FROM ladder_prices WHERE goods_id = ${goodsId} ORDER BY number`,
  );

export const customerPriceRows = (db: Db | Tx, goodsId: number) =>
  queryRows<CustomerPriceRow>(
    db,
    sql`SELECT cp.company_id, c.name AS company_name, cp.company_kind, cp.province, cp.price_fen::int AS price
           FROM customer_prices cp LEFT JOIN companies c ON c.id = cp.company_id
           WHERE cp.goods_id = ${goodsId} ORDER BY cp.company_id NULLS LAST, cp.company_kind, cp.province`,
  );

export const controlRows = (db: Db | Tx, goodsId: number) =>
  queryRows<ControlRow>(
    db,
    sql`SELECT provinces, company_kinds, account_manager_ids, note FROM controlled_sales WHERE goods_id = ${goodsId}`,
  );

export const updateGoodsPrices = (
  tx: Tx,
  goodsId: number,
  p: { base_price: number; retail_price: number; ladder_price_type: number; is_controlled: boolean },
) =>
  queryRows<{ id: number }>(
    tx,
    sql`UPDATE goods SET base_price_fen = ${p.base_price}, retail_price_fen = ${p.retail_price},
          ladder_price_type = ${p.ladder_price_type}, is_controlled = ${p.is_controlled}
        WHERE id = ${goodsId} RETURNING id`,
  );

export async function deleteLadders(tx: Tx, goodsId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM ladder_prices WHERE goods_id = ${goodsId}`);
}

export async function insertLadder(
  tx: Tx,
  goodsId: number,
  l: { number: number; price: number },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO ladder_prices (goods_id, number, price_fen) VALUES (${goodsId}, ${l.number}, ${l.price})`,
  );
}

export async function deleteControl(tx: Tx, goodsId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM controlled_sales WHERE goods_id = ${goodsId}`);
}

export async function upsertControl(tx: Tx, goodsId: number, c: ControlRow): Promise<void> {
  const arr = (v: string[]) =>
    v.length
      ? sql`ARRAY[${sql.join(
          v.map((x) => sql`${x}`),
          sql`, `,
        )}]::text[]`
      : sql`'{}'::text[]`;
  const ids = c.account_manager_ids.length
    ? sql`ARRAY[${sql.join(
        c.account_manager_ids.map((x) => sql`${x}`),
        sql`, `,
      )}]::int[]`
    : sql`'{}'::int[]`;
  await tx.execute(sql`INSERT INTO controlled_sales (goods_id, provinces, company_kinds, account_manager_ids, note)
      VALUES (${goodsId}, ${arr(c.provinces)}, ${arr(c.company_kinds)}, ${ids}, ${c.note})
      ON CONFLICT (goods_id) DO UPDATE SET provinces = excluded.provinces, company_kinds = excluded.company_kinds,
        account_manager_ids = excluded.account_manager_ids, note = excluded.note`);
}

export async function deleteCustomerPrices(tx: Tx, goodsId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM customer_prices WHERE goods_id = ${goodsId}`);
}

export async function insertCustomerPrice(
  tx: Tx,
  goodsId: number,
  c: { company_id: number | null; company_kind: string; province: string; price: number },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO customer_prices (goods_id, company_id, company_kind, province, price_fen)
          VALUES (${goodsId}, ${c.company_id}, ${c.company_kind}, ${c.province}, ${c.price})`,
  );
}

/** Those of the ids that are companies. */
export const existingCompanyIds = (db: Db | Tx, ids: number[]) =>
  queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM companies WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
