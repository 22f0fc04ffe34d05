import { ladderText } from '@shop/shared/pricing/index';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toCard, toCards, type Viewer } from './goods.card';
import {
  facetCounts,
  type FacetCount,
  ladderAndTags,
  listPage,
  listTotal,
  suggestGoodsNames,
  suggestManufacturers,
} from './goods.repo';
import { categoryPath, findDetail, isFavorite, lotsOnSale } from './detail.repo';
import type { DetailQuery, ListQuery, SuggestQuery } from './goods.schemas';
import { fallbacks, parseKeyword, type Keyword } from './search-sql';
import { suggestTerms } from './search-terms';
import { filterKey, listCache } from './list-cache';
import { readSettings } from '../site/settings';

export const MAX_SUGGESTIONS = 10;

/** Plain strings (spec §3), distinct, best first; an empty keyword asks nothing of the database. */
export async function suggest(db: Db, q: SuggestQuery): Promise<string[]> {
  const k = parseKeyword(q.keywords);
  if (!k) return [];
  if (q.type === 2) return suggestManufacturers(db, k, MAX_SUGGESTIONS);
  // The dictionary (search_terms, a few hundred names) answers under every reading first; only a
  // keyword it cannot place (approval number, barcode, maker, brand) costs a goods-table search.
  const terms = await withFallback(k, (kw) => suggestTerms(db, kw, MAX_SUGGESTIONS));
  if (terms.result.length > 0) return terms.result;
  const { result } = await withFallback(k, (kw) => suggestGoodsNames(db, kw));
  return [...new Set(result)].slice(0, MAX_SUGGESTIONS);
}

/** The same parsed setting the common-config call serves as rnss, so both always agree. */
export async function hotWords(db: Db): Promise<string[]> {
  return (await readSettings(db, ['hot_searches'])).hot_searches;
}

export const MANUFACTURER_FACETS = 20;
const DOSAGE_FACETS = 30;

interface ListSummary {
  total: number;
  facets: { manufacturers: FacetCount[]; dosage_forms: FacetCount[] } | null;
}

/** The first keyword reading that finds something; a miss costs one extra query per fallback. */
export async function withFallback<T>(k: Keyword, run: (k: Keyword) => Promise<T[]>) {
  const first = await run(k);
  if (first.length > 0) return { result: first, k };
  for (const alt of fallbacks(k)) {
    const result = await run(alt);
    if (result.length > 0) return { result, k: alt };
  }
  return { result: first, k };
}

/** Per-app caches of the counts of a filter (see list-cache.ts). */
export function listService() {
  const totals = listCache<number>();
  const facetsCache = listCache<NonNullable<ListSummary['facets']>>();

  /**
   * One page of goods. PGlite has one connection, so the queries run one after another rather
   * than pretending to be parallel.
   */
  return async function listGoods(db: Db, query: ListQuery, viewer: Viewer) {
    const q = viewer.pricesHidden ? withoutPrice(query) : query;
    const parsed = parseKeyword(q.keyword);
    // Only drug-name searches fall back (split, then fuzzy); maker searches scan a small table.
    const { result: rows, k } =
      parsed && q.type === 1
        ? await withFallback(parsed, (kw) => listPage(db, q, kw))
        : { result: await listPage(db, q, parsed), k: parsed };
    const key = `${filterKey(q)}|${JSON.stringify(k)}`;
    const total = await totals.get(key, () => listTotal(db, q, k));
    const facets = q.facets
      ? await facetsCache.get(key, async () => ({
          manufacturers: await facetCounts(db, q, k, 'manufacturer', MANUFACTURER_FACETS),
          dosage_forms: await facetCounts(db, q, k, 'dosage_form', DOSAGE_FACETS),
        }))
      : null;
    return { list: await toCards(db, rows, viewer), total, page: q.page, size: q.size, facets };
  };
}

/**
 * While prices need a sign-in, a visitor's price range and price sort are ignored: answering them
 * would let a binary search on price_max recover a hidden price in twenty requests.
 */
function withoutPrice(q: ListQuery): ListQuery {
  const sort = q.sort === 'price_asc' || q.sort === 'price_desc' ? 'default' : q.sort;
  return { ...q, price_min: undefined, price_max: undefined, sort };
}

export async function goodsDetail(db: Db, id: number, q: DetailQuery, viewer: Viewer) {
  const row = await findDetail(db, id);
  if (!row) throw notFound('商品不存在或已下架');
  // Independent reads on the pool: one round trip of latency instead of five (PGlite queues them).
  const [{ ladders, tags }, path, lots, favorite] = await Promise.all([
    ladderAndTags(db, [id]),
    categoryPath(db, row.category_id),
    lotsOnSale(db, id, q.is_jxq === 1),
    viewer.userId === null ? false : isFavorite(db, viewer.userId, id),
  ]);
  const card = toCard(row, ladders.get(id) ?? [], tags.get(id) ?? [], viewer);
  const ladderGoods = {
    base_price: row.base_price_fen,
    bzdw: row.bzdw,
    ladder_price_type: row.ladder_price_type,
    ladder_price: (ladders.get(id) ?? []).map((l) => ({ number: l.number, price: l.priceFen })),
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
    category_path: path,
    lots,
    /** The ladder text at the smallest quantity a buyer may order; null while prices are hidden. */
    ladder_text: card.base_price === null ? null : ladderText(ladderGoods, Math.max(row.min_qty, 1)).texts,
    is_favorite: favorite,
    goods_price_id: q.goods_price_id,
    ladder_price_id: q.ladder_price_id,
    goods_manjian_id: q.goods_manjian_id,
    is_yj: q.is_yj,
    is_jxq: q.is_jxq,
  };
}
