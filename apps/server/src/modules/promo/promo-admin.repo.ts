/**
 * SQL of the back office's promotion pages: a kind's list query (kinds/*.repo.ts builds it), the
 * checks a save runs first, and the row lock, switch and delete every kind shares by its table.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import type { PromoListRow } from './kinds';

export const promoListRows = (db: Db, list: SQL) => queryRows<PromoListRow>(db, list);

/** Which of the goods ids exist. */
export async function existingGoodsIds(db: Db, ids: number[]): Promise<number[]> {
  const found = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM goods WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return found.map((r) => r.id);
}

export async function couponExists(db: Db, id: number): Promise<boolean> {
  const [c] = await queryRows<{ id: number }>(db, sql`SELECT id FROM coupons WHERE id = ${id}`);
  return c !== undefined;
}

/** The goods' catalogue price in fen, or undefined for an unknown goods. */
export async function goodsBasePrice(db: Db, goodsId: number): Promise<number | undefined> {
  const [g] = await queryRows<{ base: number }>(
    db,
    sql`SELECT base_price_fen::int AS base FROM goods WHERE id = ${goodsId}`,
  );
  return g?.base;
}

/** Locks the activity row for an edit; false when there is none. */
export async function lockPromoRow(tx: Tx, table: string, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM ${sql.raw(table)} WHERE id = ${id} FOR UPDATE`,
  );
  return rows.length > 0;
}

/** Turns the switch; false when it already was in that position (or there is no such row). */
export async function setPromoActive(tx: Tx, table: string, id: number, on: boolean): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE ${sql.raw(table)} SET is_active = ${on} WHERE id = ${id} AND is_active <> ${on} RETURNING id`,
  );
  return rows.length > 0;
}

/** One activity's name and results, read through its kind's list query. */
export async function promoResults(tx: Tx, list: SQL, id: number) {
  const [row] = await queryRows<{ name: string; claims: number; orders: number }>(
    tx,
    sql`SELECT name, claims, orders FROM (${list}) x WHERE id = ${id}`,
  );
  return row;
}

export async function deletePromoRow(tx: Tx, table: string, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE id = ${id}`);
}
