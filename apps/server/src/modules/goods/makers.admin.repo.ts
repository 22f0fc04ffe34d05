/** SQL of 厂家 and 品牌 in the back office, and of the goods text that carries a maker's name. */
import { sql } from 'drizzle-orm';
import type { Tx, Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** A page of makers by name, short name or pinyin initials, with their goods counts, and the total. */
export async function manufacturerPage(db: Db, q: { keyword: string; page: number; page_size: number }) {
  const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = q.keyword
    ? sql`(m.name LIKE ${like} OR m.short_name LIKE ${like} OR m.initials LIKE ${q.keyword.toLowerCase() + '%'})`
    : sql`TRUE`;
  const [list, total] = await Promise.all([
    queryRows<{ id: number; name: string; short_name: string; province: string; goods_count: number }>(
      db,
      sql`SELECT m.id, m.name, m.short_name, m.province,
            (SELECT count(*)::int FROM goods g WHERE g.manufacturer_id = m.id) AS goods_count
          FROM manufacturers m WHERE ${where} ORDER BY m.id LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM manufacturers m WHERE ${where}`),
  ]);
  return { list, total: total[0]?.n ?? 0 };
}

/** Whether a maker other than `exceptId` has this name. */
export async function manufacturerNameTaken(tx: Tx, name: string, exceptId: number): Promise<boolean> {
  const taken = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM manufacturers WHERE name = ${name} AND id <> ${exceptId}`,
  );
  return taken.length > 0;
}

type MakerRow = { name: string; short_name: string; province: string; pinyin: string; initials: string };

export async function insertManufacturer(tx: Tx, m: MakerRow) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO manufacturers (name, short_name, province, pinyin, initials)
        VALUES (${m.name}, ${m.short_name}, ${m.province}, ${m.pinyin}, ${m.initials}) RETURNING id`,
  );
  return row;
}

export async function updateManufacturer(tx: Tx, id: number, m: MakerRow) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE manufacturers SET name = ${m.name}, short_name = ${m.short_name}, province = ${m.province},
          pinyin = ${m.pinyin}, initials = ${m.initials} WHERE id = ${id} RETURNING id`,
  );
  return row;
}

/** The maker's goods with what their search text is built from. */
export const goodsOfMaker = (tx: Tx, makerId: number) =>
  queryRows<{
    id: number;
    name: string;
    generic_name: string;
    trade_name: string;
    approval_no: string;
    barcode: string;
    pinyin: string;
    initials: string;
    brand: string | null;
  }>(
    tx,
    sql`SELECT g.id, g.name, g.generic_name, g.trade_name, g.approval_no, g.barcode, g.pinyin, g.initials, b.name AS brand
          FROM goods g LEFT JOIN brands b ON b.id = g.brand_id WHERE g.manufacturer_id = ${makerId}`,
  );

export async function setGoodsMakerText(tx: Tx, goodsId: number, name: string, text: string) {
  await tx.execute(sql`UPDATE goods SET sccj = ${name}, search_text = ${text} WHERE id = ${goodsId}`);
}

export const listBrands = (db: Db) =>
  queryRows<{ id: number; name: string; logo: string; manufacturer_id: number | null; sort: number }>(
    db,
    sql`SELECT id, name, logo, manufacturer_id, sort FROM brands ORDER BY sort DESC, id`,
  );

type BrandRow = { name: string; logo: string; manufacturer_id?: number | null | undefined; sort: number };

export async function insertBrand(tx: Tx, input: BrandRow) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO brands (name, logo, manufacturer_id, sort)
        VALUES (${input.name}, ${input.logo}, ${input.manufacturer_id ?? null}, ${input.sort}) RETURNING id`,
  );
  return row;
}

export async function updateBrand(tx: Tx, id: number, input: BrandRow) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE brands SET name = ${input.name}, logo = ${input.logo}, manufacturer_id = ${input.manufacturer_id ?? null},
          sort = ${input.sort} WHERE id = ${id} RETURNING id`,
  );
  return row;
}

/** How many goods and brands name the maker. */
export async function manufacturerUse(tx: Tx, id: number) {
  const [use] = await queryRows<{ goods: number; brands: number }>(
    tx,
    sql`SELECT (SELECT count(*)::int FROM goods WHERE manufacturer_id = ${id}) AS goods,
               (SELECT count(*)::int FROM brands WHERE manufacturer_id = ${id}) AS brands`,
  );
  return use;
}

/** Deletes the maker: its name, or undefined when there was none. */
export async function deleteManufacturerRow(tx: Tx, id: number) {
  const [row] = await queryRows<{ name: string }>(
    tx,
    sql`DELETE FROM manufacturers WHERE id = ${id} RETURNING name`,
  );
  return row?.name;
}

/** How many goods carry the brand. */
export async function brandUse(tx: Tx, id: number) {
  const [use] = await queryRows<{ goods: number }>(
    tx,
    sql`SELECT count(*)::int AS goods FROM goods WHERE brand_id = ${id}`,
  );
  return use;
}

/** Deletes the brand: its name, or undefined when there was none. */
export async function deleteBrandRow(tx: Tx, id: number) {
  const [row] = await queryRows<{ name: string }>(
    tx,
    sql`DELETE FROM brands WHERE id = ${id} RETURNING name`,
  );
  return row?.name;
}
