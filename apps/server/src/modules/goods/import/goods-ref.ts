import type { Db } from '../../../db/client';
import { goodsIdsAndBarcodes } from './sheets.repo';

/** Goods named by 商品编号 or 条形码 in lot and price sheets. */
export interface GoodsRefs {
  ids: Set<number>;
  byBarcode: Map<string, number>;
}

export async function loadGoodsRefs(db: Db): Promise<GoodsRefs> {
  const rows = await goodsIdsAndBarcodes(db);
  return {
    ids: new Set(rows.map((r) => r.id)),
    byBarcode: new Map(rows.filter((r) => r.barcode !== '').map((r) => [r.barcode, r.id])),
  };
}

export function resolveGoods(refs: GoodsRefs, f: Record<string, string>): number | string {
  const id = (f.goods_id ?? '').trim();
  const code = (f.barcode ?? '').trim();
  if (id) {
    const n = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
    return refs.ids.has(n) ? n : `【商品编号】${id} 不存在`;
  }
  if (code) return refs.byBarcode.get(code) ?? `【条形码】${code} 没有对应商品`;
  return '请填写商品编号或条形码';
}
