/**
 * Back-office catalogue writes. Each runs in one transaction that also keeps the search fields of
 * the goods (pinyin, initials, search_text) and the suggestion dictionary current, so a goods an
 * operator lists is found by its pinyin initials on the very next keystroke.
 */
import { fenToYuan, type AdminGoodsInputSchema, type AdminGoodsBulkSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import { invalid, notFound } from '../../lib/errors';
import { buildSearchText, pinyinKeys } from '../../lib/pinyin';
import { sanitizeRichText } from '../../lib/rich-text';
import {
  brandExists,
  categoryExists,
  listAdminGoods,
  nameParts,
  namesOf,
  type AdminGoodsFilter,
} from './goods.admin.repo';
import { refreshSearchTermsFor } from './search-terms.repo';
import {
  addTag,
  barcodeUsedElsewhere,
  idList,
  insertGoods,
  lockGoodsRow,
  removeTag,
  setBuyable,
  updateGoodsRow,
} from './goods.admin.write.repo';
import { regionName } from '../address/regions';

export type GoodsInput = z.output<typeof AdminGoodsInputSchema>;
export type BulkInput = z.output<typeof AdminGoodsBulkSchema>;

export async function adminGoodsPage(db: Db, q: AdminGoodsFilter & { page: number; page_size: number }) {
  const { rows, total } = await listAdminGoods(db, q, q.page, q.page_size);
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      ypgg: r.ypgg,
      bzdw: r.bzdw,
      sccj: r.sccj,
      approval_no: r.approval_no,
      barcode: r.barcode,
      category: r.category,
      base_price: fenToYuan(Number(r.base_price_fen)),
      retail_price: fenToYuan(Number(r.retail_price_fen)),
      stock: r.stock,
      sales: r.sales,
      is_buy: r.is_buy,
      is_prescription: r.is_prescription,
      image: r.image ?? '',
      tags: r.tags,
      ladder_price_type: r.ladder_price_type === 1 ? (1 as const) : (2 as const),
      ladders: r.ladders.map((l) => ({ number: l.number, price: fenToYuan(Number(l.price_fen)) })),
      customer_prices: r.customer_prices.map((c) => ({
        company_kind: c.company_kind,
        // Shown as the region's name (杭州市); the rule stores its code.
        province: c.province ? regionName(c.province) : '',
        price: fenToYuan(Number(c.price_fen)),
      })),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

/** The goods columns an input sets, with the derived name and search fields. */
export async function goodsRowOf(tx: Db | Tx, input: GoodsInput) {
  const parts = await nameParts(tx, input.manufacturer_id, input.brand_id);
  if (!parts) throw invalid('生产厂家不存在');
  if (!(await categoryExists(tx, input.category_id))) throw invalid('分类不存在');
  if (input.brand_id && !(await brandExists(tx, input.brand_id))) throw invalid('品牌不存在');
  const name = input.trade_name ? `${input.trade_name} ${input.generic_name}` : input.generic_name;
  const keys = pinyinKeys(name);
  return {
    name,
    genericName: input.generic_name,
    tradeName: input.trade_name,
    ypgg: input.ypgg,
    dosageForm: input.dosage_form,
    bzdw: input.bzdw,
    midPack: input.mid_pack,
    bigPack: input.big_pack,
    minQty: input.min_qty,
    manufacturerId: input.manufacturer_id,
    sccj: parts.manufacturerName,
    categoryId: input.category_id,
    brandId: input.brand_id ?? null,
    approvalNo: input.approval_no,
    barcode: input.barcode,
    drugIdCode: input.drug_id_code,
    traced: input.traced,
    isPrescription: input.is_prescription,
    otcType: input.otc_type,
    isEphedrine: input.is_ephedrine,
    scope: input.is_ephedrine ? 'ephedrine' : input.scope,
    storage: input.storage,
    shelfLifeMonths: input.shelf_life_months,
    indications: input.indications,
    usage: input.usage,
    instructions: sanitizeRichText(input.instructions),
    images: input.images,
    basePriceFen: input.base_price,
    retailPriceFen: input.retail_price,
    isBuy: input.is_buy,
    pinyin: keys.pinyin,
    initials: keys.initials,
    searchText: buildSearchText({
      name,
      genericName: input.generic_name,
      tradeName: input.trade_name,
      manufacturerName: parts.manufacturerName,
      manufacturerShortName: parts.manufacturerShort,
      brand: parts.brand,
      approvalNo: input.approval_no,
      barcode: input.barcode,
      pinyin: keys.pinyin,
      initials: keys.initials,
    }),
  };
}

async function barcodeTaken(tx: Db | Tx, barcode: string, exceptId: number): Promise<boolean> {
  if (!barcode) return false;
  return barcodeUsedElsewhere(tx, barcode, exceptId);
}

export async function createGoods(db: Db, actor: Actor, input: GoodsInput): Promise<{ id: number }> {
  if (input.retail_price < input.base_price) throw invalid('建议零售价不能低于供货价');
  return db.transaction(async (tx) => {
    if (await barcodeTaken(tx, input.barcode, 0)) throw invalid('条形码已被其他商品使用');
    const row = await goodsRowOf(tx, input);
    const created = await insertGoods(tx, row);
    if (!created) throw new Error('goods insert returned nothing');
    await refreshSearchTermsFor(tx, [row.name]);
    await audit(tx, actor, {
      action: 'goods.create',
      targetType: 'goods',
      targetId: created.id,
      summary: `新建商品「${row.name}」`,
      after: input,
    });
    return created;
  });
}

export async function editGoods(
  db: Db,
  actor: Actor,
  id: number,
  input: GoodsInput,
): Promise<{ id: number }> {
  if (input.retail_price < input.base_price) throw invalid('建议零售价不能低于供货价');
  return db.transaction(async (tx) => {
    const old = await lockGoodsRow(tx, id);
    if (!old) throw notFound('商品不存在');
    if (await barcodeTaken(tx, input.barcode, id)) throw invalid('条形码已被其他商品使用');
    const row = await goodsRowOf(tx, input);
    await updateGoodsRow(tx, id, row);
    // Both names: the old one may lose its last goods, the new one gains a row.
    await refreshSearchTermsFor(tx, [old.name, row.name]);
    const { searchText: _s, searchBigrams: _b, ...before } = old;
    await audit(tx, actor, {
      action: 'goods.edit',
      targetType: 'goods',
      targetId: id,
      summary: `修改商品「${row.name}」`,
      before,
      after: input,
    });
    return { id };
  });
}

export const BULK_TEXT = { list: '上架', delist: '下架', tag: '打标签', untag: '去标签' } as const;

/** 上架 / 下架 / 打标签 / 去标签 for many goods at once. */
export async function bulkGoods(db: Db, actor: Actor, input: BulkInput): Promise<{ count: number }> {
  const ids = [...new Set(input.ids)];
  const list = idList(ids);
  return db.transaction(async (tx) => {
    let count = 0;
    if (input.action === 'list' || input.action === 'delist') {
      const on = input.action === 'list';
      const rows = await setBuyable(tx, list, on);
      count = rows.length;
      // Buyable goods rank first in suggestions: the dictionary's flag moves with them.
      await refreshSearchTermsFor(tx, await namesOf(tx, ids));
    } else if (input.action === 'tag' && input.tag) {
      const rows = await addTag(tx, list, input.tag);
      count = rows.length;
    } else if (input.action === 'untag' && input.tag) {
      const rows = await removeTag(tx, list, input.tag);
      count = rows.length;
    }
    await audit(tx, actor, {
      action: `goods.${input.action}`,
      targetType: 'goods',
      targetId: ids.slice(0, 20).join(','),
      summary: `批量${BULK_TEXT[input.action]}${input.tag ? `「${input.tag}」` : ''}：${count} 个商品`,
      after: { ids, tag: input.tag ?? null },
    });
    return { count };
  });
}
