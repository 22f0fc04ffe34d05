import { ladderText } from '@shop/shared/pricing/index';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toCard, type Viewer } from './goods.card';
import { ladderAndTags, type Ladder, type Tag } from './goods.repo';
import { categoryPath, findDetail, lotsOnSale, type DetailRow, type LotRow } from './detail.repo';
import type { DetailQuery } from './goods.schemas';
import { catalogueCache } from './catalogue/cache';
import type { CatalogueWatch } from './catalogue/watch';

/** A goods page as every buyer shares it (no price decision, no favourite). */
interface SharedDetail {
  row: DetailRow;
  ladders: Ladder[];
  tags: Tag[];
  path: { id: number; name: string }[];
  lots: LotRow[];
}

const DETAILS = 5000;

async function loadDetail(db: Db, id: number, nearExpiryOnly: boolean): Promise<SharedDetail | null> {
  const row = await findDetail(db, id);
  if (!row) return null;
  // Independent reads on the pool: one round trip of latency instead of three (PGlite queues them).
  const [{ ladders, tags }, path, lots] = await Promise.all([
    ladderAndTags(db, [id]),
    categoryPath(db, row.category_id),
    lotsOnSale(db, id, nearExpiryOnly),
  ]);
  return { row, ladders: ladders.get(id) ?? [], tags: tags.get(id) ?? [], path, lots };
}

/** Goods detail pages behind this instance's catalogue cache; a missing goods is cached too. */
export function detailReads(db: Db, watch: CatalogueWatch) {
  const details = catalogueCache<SharedDetail | null>(watch, DETAILS);
  return async function goodsDetail(id: number, q: DetailQuery, viewer: Viewer, favorite: boolean) {
    const nearOnly = q.is_jxq === 1;
    const shared = await details.get(`${id}|${nearOnly}`, () => loadDetail(db, id, nearOnly));
    if (!shared) throw notFound('商品不存在或已下架');
    const { row, ladders, tags } = shared;
    const card = toCard(row, ladders, tags, viewer);
    const ladderGoods = {
      base_price: row.base_price_fen,
      bzdw: row.bzdw,
      ladder_price_type: row.ladder_price_type,
      ladder_price: ladders.map((l) => ({ number: l.number, price: l.priceFen })),
    };
    return {
      ...card,
      generic_name: row.generic_name,
      trade_name: row.trade_name,
      indications: row.indications,
      usage: row.usage,
      storage: row.storage,
      shelf_life_months: row.shelf_life_months,
      brand: row.brand && row.brand_id !== null ? { id: row.brand_id, name: row.brand } : null,
      manufacturer_id: row.manufacturer_id,
      category_path: shared.path,
      lots: shared.lots,
      /** The ladder text at the smallest quantity a buyer may order; null while prices are hidden. */
      ladder_text: card.base_price === null ? null : ladderText(ladderGoods, Math.max(row.min_qty, 1)).texts,
      is_favorite: viewer.userId !== null && favorite,
      goods_price_id: q.goods_price_id,
      ladder_price_id: q.ladder_price_id,
      goods_manjian_id: q.goods_manjian_id,
      is_yj: q.is_yj,
      is_jxq: q.is_jxq,
    };
  };
}
