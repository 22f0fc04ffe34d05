/**
 * PUT /api/erp/v1/goods: up to 5,000 goods upserted by the ERP's goods code in one transaction.
 * Makers and categories are the shop's own (as the Excel import names them); a row naming an
 * unknown one, a scope outside the vocabulary, a barcode of another goods or a new goods without
 * prices is refused, and then nothing is written.
 */
import { SCOPE_LABELS, type ErpGoodsRow, type ErpWriteResult } from '@shop/shared';
import type { Tx } from '../../db/client';
import { buildSearchText, pinyinKeys } from '../../lib/pinyin';
import { audit, type Actor } from '../audit/audit';
import { goodsSheet } from '../goods/import/goods.sheet';
import { refreshSearchTermsFor } from '../goods/search-terms';
import { barcodeOwners, goodsByCodes, upsertGoods, type ExistingGoods } from './goods.repo';
import { Refusals, refuseRepeats, tally, type RowResult } from './rows';

const OTC = { rx: '', otc_a: '甲类', otc_b: '乙类', none: '' } as const;
const CHUNK = 1000;

type Maker = { id: number; name: string; short: string };

function toRow(r: ErpGoodsRow, maker: Maker, categoryId: number, old: ExistingGoods | undefined) {
  const name = r.name ? `${r.name} ${r.generic_name}` : r.generic_name;
  const keys = pinyinKeys(name);
  return {
    erp_code: r.code,
    name,
    generic_name: r.generic_name,
    trade_name: r.name,
    ypgg: r.spec,
    dosage_form: r.dosage_form,
    bzdw: r.unit,
    manufacturer_id: maker.id,
    sccj: maker.name,
    category_id: categoryId,
    approval_no: r.approval_no,
    drug_id_code: r.drug_id_code,
    barcode: r.barcode,
    is_prescription: r.prescription === 'rx',
    otc_type: OTC[r.prescription],
    is_ephedrine: r.scope === 'ephedrine',
    scope: r.scope,
    base_price_fen: r.base_price ?? old?.base,
    retail_price_fen: r.retail_price ?? old?.retail,
    is_buy: r.on_shelf,
    pinyin: keys.pinyin,
    initials: keys.initials,
    search_text: buildSearchText({
      name,
      genericName: r.generic_name,
      tradeName: r.name,
      manufacturerName: maker.name,
      manufacturerShortName: maker.short,
      approvalNo: r.approval_no,
      barcode: r.barcode,
      pinyin: keys.pinyin,
      initials: keys.initials,
    }),
  };
}

async function checkRows(tx: Tx, rows: ErpGoodsRow[]) {
  const refusals = new Refusals('goods');
  const ctx = await goodsSheet.prepare(tx);
  const existing = new Map(
    (
      await goodsByCodes(
        tx,
        rows.map((r) => r.code),
      )
    ).map((g) => [g.erp_code, g]),
  );
  const owners = await barcodeOwners(
    tx,
    rows.map((r) => r.barcode).filter((b) => b !== ''),
  );
  const ownerOf = new Map(owners.map((o) => [o.barcode, o]));
  refuseRepeats(
    refusals,
    rows.map((r) => r.code),
    rows.map((r) => r.code),
    '商品编码',
  );
  refuseRepeats(
    refusals,
    rows.map((r, i) => r.barcode || `#${i}`),
    rows.map((r) => r.code),
    '条形码',
  );
  const out: Record<string, unknown>[] = [];
  rows.forEach((r, i) => {
    const no = (reason: string) => refusals.add(i, r.code, reason);
    const maker = ctx.makers.get(r.maker);
    if (!maker) return no(`生产厂家「${r.maker}」不存在，请先在商城厂家管理中添加`);
    const cat = ctx.categories.get(r.category);
    if (!cat) return no(`分类「${r.category}」不存在`);
    if (cat.length > 1) return no(`分类「${r.category}」有重名，请写完整路径`);
    if (!Object.hasOwn(SCOPE_LABELS, r.scope) || r.scope === 'controlled')
      return no(`经营范围「${r.scope}」不是商城的经营范围编码`);
    const old = existing.get(r.code);
    if (!old && (r.base_price === undefined || r.retail_price === undefined))
      return no('新商品须同时给出供货价与建议零售价');
    const base = r.base_price ?? old?.base ?? 0;
    const retail = r.retail_price ?? old?.retail ?? 0;
    if (retail < base) return no('建议零售价不能低于供货价');
    const owner = r.barcode ? ownerOf.get(r.barcode) : undefined;
    if (owner && owner.erp_code !== r.code) return no(`条形码 ${r.barcode} 已被商品「${owner.name}」使用`);
    if (!refusals.has(i)) out.push(toRow(r, maker, cat[0]!, old));
  });
  refusals.check();
  return { valid: out, existing };
}

export async function upsertErpGoods(tx: Tx, actor: Actor, rows: ErpGoodsRow[]): Promise<ErpWriteResult> {
  const { valid, existing } = await checkRows(tx, rows);
  const changed = new Map<string, RowResult>();
  const names: string[] = [];
  for (let i = 0; i < valid.length; i += CHUNK) {
    for (const r of await upsertGoods(tx, valid.slice(i, i + CHUNK))) {
      changed.set(r.erp_code, r.inserted ? 'created' : 'updated');
      const old = existing.get(r.erp_code);
      // A price change leaves the dictionary as it was; a renamed goods leaves its old name's
      // suggestion behind unless that name is refreshed too.
      if (old?.terms_key !== r.terms_key) names.push(r.name, old?.name ?? '');
    }
  }
  await refreshSearchTermsFor(tx, names);
  const result = tally(rows.map((r) => ({ code: r.code, result: changed.get(r.code) ?? 'unchanged' })));
  await audit(tx, actor, {
    action: 'erp.goods',
    targetType: 'erp',
    targetId: 'goods',
    summary: `ERP推送商品 ${rows.length} 行：新增 ${result.created}、更新 ${result.updated}、未变 ${result.unchanged}`,
    after: { codes: [...changed.keys()].slice(0, 100) },
  });
  return result;
}
