/** 厂家 and 品牌 in the back office; neither can be deleted while goods (or brands) still name it. */
import { sql } from 'drizzle-orm';
import type {
  AdminBrandInputSchema,
  AdminManufacturerInputSchema,
  AdminManufacturerQuerySchema,
} from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { audit, type Actor } from '../audit/audit';
import { invalid, notFound, refused } from '../../lib/errors';
import { buildSearchText, pinyinKeys } from '../../lib/pinyin';

export async function listManufacturers(db: Db, q: z.output<typeof AdminManufacturerQuerySchema>) {
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

/** A renamed maker renames the sccj text of its goods and their search text, in the same transaction. */
export async function saveManufacturer(
  db: Db,
  actor: Actor,
  id: number | null,
  input: z.output<typeof AdminManufacturerInputSchema>,
) {
  const keys = pinyinKeys(input.short_name);
  return db.transaction(async (tx) => {
    const taken = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM manufacturers WHERE name = ${input.name} AND id <> ${id ?? 0}`,
    );
    if (taken.length > 0) throw invalid('已有同名厂家');
    const [row] =
      id === null
        ? await queryRows<{ id: number }>(
            tx,
            sql`INSERT INTO manufacturers (name, short_name, province, pinyin, initials)
                VALUES (${input.name}, ${input.short_name}, ${input.province}, ${keys.pinyin}, ${keys.initials}) RETURNING id`,
          )
        : await queryRows<{ id: number }>(
            tx,
            sql`UPDATE manufacturers SET name = ${input.name}, short_name = ${input.short_name}, province = ${input.province},
                  pinyin = ${keys.pinyin}, initials = ${keys.initials} WHERE id = ${id} RETURNING id`,
          );
    if (!row) throw notFound('厂家不存在');
    if (id !== null) await reindexMakerGoods(tx, id, input.name, input.short_name);
    await audit(tx, actor, {
      action: id === null ? 'manufacturer.create' : 'manufacturer.edit',
      targetType: 'manufacturer',
      targetId: row.id,
      summary: `${id === null ? '新建' : '修改'}厂家「${input.name}」`,
      after: input,
    });
    return { id: row.id };
  });
}

async function reindexMakerGoods(tx: Tx, makerId: number, name: string, short: string) {
  const goods = await queryRows<{
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
  for (const g of goods) {
    const text = buildSearchText({
      name: g.name,
      genericName: g.generic_name,
      tradeName: g.trade_name,
      manufacturerName: name,
      manufacturerShortName: short,
      brand: g.brand,
      approvalNo: g.approval_no,
      barcode: g.barcode,
      pinyin: g.pinyin,
      initials: g.initials,
    });
    await tx.execute(sql`UPDATE goods SET sccj = ${name}, search_text = ${text} WHERE id = ${g.id}`);
  }
}

export const listBrands = (db: Db) =>
  queryRows<{ id: number; name: string; logo: string; manufacturer_id: number | null; sort: number }>(
    db,
    sql`SELECT id, name, logo, manufacturer_id, sort FROM brands ORDER BY sort DESC, id`,
  );

export async function saveBrand(
  db: Db,
  actor: Actor,
  id: number | null,
  input: z.output<typeof AdminBrandInputSchema>,
) {
  return db.transaction(async (tx) => {
    const [row] =
      id === null
        ? await queryRows<{ id: number }>(
            tx,
            sql`INSERT INTO brands (name, logo, manufacturer_id, sort)
                VALUES (${input.name}, ${input.logo}, ${input.manufacturer_id ?? null}, ${input.sort}) RETURNING id`,
          )
        : await queryRows<{ id: number }>(
            tx,
            sql`UPDATE brands SET name = ${input.name}, logo = ${input.logo}, manufacturer_id = ${input.manufacturer_id ?? null},
                  sort = ${input.sort} WHERE id = ${id} RETURNING id`,
          );
    if (!row) throw notFound('品牌不存在');
    await audit(tx, actor, {
      action: id === null ? 'brand.create' : 'brand.edit',
      targetType: 'brand',
      targetId: row.id,
      summary: `${id === null ? '新建' : '修改'}品牌「${input.name}」`,
      after: input,
    });
    return { id: row.id };
  });
}

/** Deletes a maker no goods and no brand names; otherwise says what still uses it. */
export async function deleteManufacturer(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const [use] = await queryRows<{ goods: number; brands: number }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM goods WHERE manufacturer_id = ${id}) AS goods,
                 (SELECT count(*)::int FROM brands WHERE manufacturer_id = ${id}) AS brands`,
    );
    if (use && use.goods > 0) throw refused(`该厂家下还有 ${use.goods} 个商品，不能删除`);
    if (use && use.brands > 0) throw refused(`该厂家下还有 ${use.brands} 个品牌，请先删除或改挂品牌`);
    const [row] = await queryRows<{ name: string }>(
      tx,
      sql`DELETE FROM manufacturers WHERE id = ${id} RETURNING name`,
    );
    if (!row) throw notFound('厂家不存在');
    await audit(tx, actor, {
      action: 'manufacturer.delete',
      targetType: 'manufacturer',
      targetId: id,
      summary: `删除厂家「${row.name}」`,
    });
    return { id };
  });
}

/** Deletes a brand no goods carries. */
export async function deleteBrand(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const [use] = await queryRows<{ goods: number }>(
      tx,
      sql`SELECT count(*)::int AS goods FROM goods WHERE brand_id = ${id}`,
    );
    if (use && use.goods > 0) throw refused(`该品牌下还有 ${use.goods} 个商品，不能删除`);
    const [row] = await queryRows<{ name: string }>(
      tx,
      sql`DELETE FROM brands WHERE id = ${id} RETURNING name`,
    );
    if (!row) throw notFound('品牌不存在');
    await audit(tx, actor, {
      action: 'brand.delete',
      targetType: 'brand',
      targetId: id,
      summary: `删除品牌「${row.name}」`,
    });
    return { id };
  });
}
