/**
 * 商品导入: one goods per row, makers and categories named as the operator knows them. A row with a
 * 商品编号 updates that goods, one without adds a new one: the goods export has exactly these
 * columns (export.routes.ts), so an exported file edited and imported again updates, never doubles.
 */
import { AdminGoodsInputSchema, SCOPE_LABELS } from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { refused } from '../../../lib/errors';
import { buildSearchText, pinyinKeys } from '../../../lib/pinyin';
import { sanitizeRichText } from '../../../lib/rich-text';
import { refreshSearchTermsFor } from '../search-terms.repo';
import { col, firstIssue, opt, yesNo, type Sheet } from './sheet';
import {
  allManufacturers,
  barcodeHolders,
  categoryPaths,
  goodsIdsAndBarcodes,
  insertGoodsRows,
  updateGoodsRows,
} from './sheets.repo';

type GoodsInput = z.output<typeof AdminGoodsInputSchema>;

interface Ctx {
  makers: Map<string, { id: number; name: string; short: string }>;
  categories: Map<string, number[]>;
  /** Barcode → the goods that has it. */
  barcodes: Map<string, number>;
  ids: Set<number>;
}

export const columns = [
  col(
    '商品编号',
    'goods_id',
    false,
    '',
    '留空为新增商品；填写已有商品的编号则更新该商品（导出的文件自带编号）',
  ),
  col('通用名', 'generic_name', true, '阿莫西林胶囊'),
  col('商品名', 'trade_name', false, '阿莫仙'),
  col('规格', 'ypgg', true, '0.25g*24粒'),
  col('剂型', 'dosage_form', true, '胶囊剂'),
  col('包装单位', 'bzdw', true, '盒'),
  col('中包装', 'mid_pack', false, '10', '默认1；购买数量须为其整数倍'),
  col('件装', 'big_pack', false, '400'),
  col('起订量', 'min_qty', false, '10'),
  col('生产厂家', 'manufacturer', true, '珠海联邦制药股份有限公司', '须为系统中已有的厂家全称或简称'),
  col('分类', 'category', true, '青霉素类', '末级分类名称；重名时写完整路径，如 西药/抗感染药/青霉素类'),
  col('批准文号', 'approval_no', false, '国药准字H44021351', '仅中药饮片可空'),
  col('条形码', 'barcode', false, '6903456789012', 'EAN-13'),
  col('处方药', 'is_prescription', false, '是', '是/否'),
  col('OTC类别', 'otc_type', false, '', '甲类/乙类/空'),
  col('含麻黄碱', 'is_ephedrine', false, '否', '是/否'),
  col(
    '经营范围',
    'scope',
    false,
    '化学药制剂',
    `填中文名称：${Object.entries(SCOPE_LABELS)
      .filter(([code]) => code !== 'controlled')
      .map(([, name]) => name)
      .join('、')}`,
  ),
  col('贮藏', 'storage', false, '密封，在干燥处保存'),
  col('有效期（月）', 'shelf_life_months', false, '24'),
  col('供货价', 'base_price', true, '12.50', '元'),
  col('建议零售价', 'retail_price', true, '18.00', '元'),
  col('上架', 'is_buy', false, '是', '是/否，默认是'),
];

const boolCols = ['is_prescription', 'is_ephedrine', 'is_buy'];

type Valid = GoodsInput & { id: number | null; name: string; maker: { name: string; short: string } };

function toRow(v: Valid) {
  const keys = pinyinKeys(v.name);
  return {
    name: v.name,
    generic_name: v.generic_name,
    trade_name: v.trade_name,
    ypgg: v.ypgg,
    dosage_form: v.dosage_form,
    bzdw: v.bzdw,
    mid_pack: v.mid_pack,
    big_pack: v.big_pack,
    min_qty: v.min_qty,
    manufacturer_id: v.manufacturer_id,
    sccj: v.maker.name,
    category_id: v.category_id,
    approval_no: v.approval_no,
    barcode: v.barcode,
    is_prescription: v.is_prescription,
    otc_type: v.otc_type,
    is_ephedrine: v.is_ephedrine,
    scope: v.is_ephedrine ? 'ephedrine' : v.scope,
    storage: v.storage,
    shelf_life_months: v.shelf_life_months,
    instructions: sanitizeRichText(v.instructions),
    base_price_fen: v.base_price,
    retail_price_fen: v.retail_price,
    is_buy: v.is_buy,
    pinyin: keys.pinyin,
    initials: keys.initials,
    search_text: buildSearchText({
      name: v.name,
      genericName: v.generic_name,
      tradeName: v.trade_name,
      manufacturerName: v.maker.name,
      manufacturerShortName: v.maker.short,
      approvalNo: v.approval_no,
      barcode: v.barcode,
      pinyin: keys.pinyin,
      initials: keys.initials,
    }),
  };
}

export const goodsSheet: Sheet<Valid, Ctx> = {
  title: '商品导入',
  columns,
  async prepare(db: Db) {
    const [makers, cats, codes] = await Promise.all([
      allManufacturers(db),
      categoryPaths(db),
      goodsIdsAndBarcodes(db),
    ]);
    const byName = new Map<string, { id: number; name: string; short: string }>();
    for (const m of makers) {
      const v = { id: m.id, name: m.name, short: m.short_name };
      byName.set(m.name, v);
      if (!byName.has(m.short_name)) byName.set(m.short_name, v);
    }
    const categories = new Map<string, number[]>();
    for (const c of cats) {
      categories.set(c.path, [c.id]);
      categories.set(c.name, [...(categories.get(c.name) ?? []), c.id]);
    }
    return {
      makers: byName,
      categories,
      barcodes: new Map(codes.filter((c) => c.barcode !== '').map((c) => [c.barcode, c.id])),
      ids: new Set(codes.map((c) => c.id)),
    };
  },
  check(f, ctx, seen) {
    const idText = (f.goods_id ?? '').trim();
    const id = idText === '' ? null : /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
    if (id !== null && !ctx.ids.has(id)) return { ok: false, reason: `【商品编号】${idText} 不存在` };
    if (id !== null && seen.has(`#${id}`)) return { ok: false, reason: `【商品编号】${id} 在文件中重复` };
    if (id !== null) seen.add(`#${id}`);
    const maker = ctx.makers.get((f.manufacturer ?? '').trim());
    if (!maker)
      return { ok: false, reason: `【生产厂家】「${f.manufacturer ?? ''}」不存在，请先在厂家管理中添加` };
    const cat = ctx.categories.get((f.category ?? '').trim());
    if (!cat) return { ok: false, reason: `【分类】「${f.category ?? ''}」不存在` };
    if (cat.length > 1) return { ok: false, reason: `【分类】「${f.category ?? ''}」有重名，请写完整路径` };
    const raw: Record<string, unknown> = {};
    for (const c of columns) raw[c.key] = opt(f[c.key]);
    for (const k of boolCols) {
      const b = yesNo(f[k] ?? '');
      if (b === null)
        return { ok: false, reason: `【${columns.find((c) => c.key === k)?.header}】须为 是 或 否` };
      raw[k] = b;
    }
    raw.manufacturer_id = maker.id;
    raw.category_id = cat[0];
    const parsed = AdminGoodsInputSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error, columns) };
    const v = parsed.data;
    if (v.retail_price < v.base_price) return { ok: false, reason: '【建议零售价】不能低于供货价' };
    if (v.barcode) {
      const owner = ctx.barcodes.get(v.barcode);
      if (owner !== undefined && owner !== id)
        return { ok: false, reason: `【条形码】${v.barcode} 已被其他商品使用` };
      if (seen.has(v.barcode)) return { ok: false, reason: `【条形码】${v.barcode} 在文件中重复` };
      seen.add(v.barcode);
    }
    const name = v.trade_name ? `${v.trade_name} ${v.generic_name}` : v.generic_name;
    return { ok: true, value: { ...v, id, name, maker } };
  },
  async commit(tx, rows, progress) {
    const BATCH = 1000;
    for (let i = 0; i < rows.length; i += BATCH) {
      const chunk = rows.slice(i, i + BATCH).map(({ value: v }) => ({ id: v.id, ...toRow(v) }));
      await assertBarcodesFree(tx, chunk);
      const added = chunk.filter((c) => c.id === null);
      const updated = chunk.filter((c) => c.id !== null);
      if (added.length > 0) await insertGoodsRows(tx, added);
      if (updated.length > 0) await updateGoodsRows(tx, updated);
      progress(Math.min(i + BATCH, rows.length));
    }
    await refreshSearchTermsFor(
      tx,
      rows.map((r) => r.value.name),
    );
    return rows.length;
  },
};

/** A barcode another operator gave another goods since validation: refuse the whole file, write nothing. */
async function assertBarcodesFree(tx: Tx, chunk: { id: number | null; barcode: string }[]) {
  const mine = new Map(chunk.filter((c) => c.barcode !== '').map((c) => [c.barcode, c.id]));
  if (mine.size === 0) return;
  const holders = await barcodeHolders(tx, [...mine.keys()]);
  const taken = holders.find((h) => mine.get(h.barcode) !== h.id);
  if (taken) throw refused(`条形码 ${taken.barcode} 已被其他商品使用，导入已取消，未写入任何数据`);
}
