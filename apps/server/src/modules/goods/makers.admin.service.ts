/** 厂家 and 品牌 in the back office; neither can be deleted while goods (or brands) still name it. */
import type {
  AdminBrandInputSchema,
  AdminManufacturerInputSchema,
  AdminManufacturerQuerySchema,
} from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import { invalid, notFound, refused } from '../../lib/errors';
import { buildSearchText, pinyinKeys } from '../../lib/pinyin';
import {
  brandUse,
  deleteBrandRow,
  deleteManufacturerRow,
  goodsOfMaker,
  insertBrand,
  insertManufacturer,
  manufacturerNameTaken,
  manufacturerPage,
  manufacturerUse,
  setGoodsMakerText,
  updateBrand,
  updateManufacturer,
} from './makers.admin.repo';

export async function listManufacturers(db: Db, q: z.output<typeof AdminManufacturerQuerySchema>) {
  return manufacturerPage(db, q);
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
    if (await manufacturerNameTaken(tx, input.name, id ?? 0)) throw invalid('已有同名厂家');
    const maker = { ...input, pinyin: keys.pinyin, initials: keys.initials };
    const row = id === null ? await insertManufacturer(tx, maker) : await updateManufacturer(tx, id, maker);
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
  const goods = await goodsOfMaker(tx, makerId);
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
    await setGoodsMakerText(tx, g.id, name, text);
  }
}

export { listBrands } from './makers.admin.repo';

export async function saveBrand(
  db: Db,
  actor: Actor,
  id: number | null,
  input: z.output<typeof AdminBrandInputSchema>,
) {
  return db.transaction(async (tx) => {
    const row = id === null ? await insertBrand(tx, input) : await updateBrand(tx, id, input);
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
    const use = await manufacturerUse(tx, id);
    if (use && use.goods > 0) throw refused(`该厂家下还有 ${use.goods} 个商品，不能删除`);
    if (use && use.brands > 0) throw refused(`该厂家下还有 ${use.brands} 个品牌，请先删除或改挂品牌`);
    const name = await deleteManufacturerRow(tx, id);
    if (name === undefined) throw notFound('厂家不存在');
    await audit(tx, actor, {
      action: 'manufacturer.delete',
      targetType: 'manufacturer',
      targetId: id,
      summary: `删除厂家「${name}」`,
    });
    return { id };
  });
}

/** Deletes a brand no goods carries. */
export async function deleteBrand(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const use = await brandUse(tx, id);
    if (use && use.goods > 0) throw refused(`该品牌下还有 ${use.goods} 个商品，不能删除`);
    const name = await deleteBrandRow(tx, id);
    if (name === undefined) throw notFound('品牌不存在');
    await audit(tx, actor, {
      action: 'brand.delete',
      targetType: 'brand',
      targetId: id,
      summary: `删除品牌「${name}」`,
    });
    return { id };
  });
}
