import type { Db } from '../../db/client';
import { blockReasonOf, priceGroupOf, toCard, type CardData, type Viewer } from './goods.card';
import {
  type FacetCount,
  categorySubtree,
  listPageIds,
  listTotal,
  suggestGoodsNames,
  suggestManufacturers,
} from './goods.repo';
import { totalAndFacets } from './list-summary.repo';
import { browseIds, isBrowse } from './browse.repo';
import { boundedSummary, type BoundedSummary } from './bounded-summary.repo';
import type { GoodsListQuery as ListQuery, SuggestQuery } from '@shop/shared';
import { fallbacks, parseKeyword, type Keyword } from './keyword';
import type { ListFilter } from './list-filters.sql';
import type { SynonymGroups } from './synonyms';
import { suggestTerms } from './search-terms.repo';
import { readSettings } from '../site/settings';
import { MB, versionedCache, type CatalogueWatch } from '../../lib/cache';
import { currentStock, stockReads, withStock, type StockNow } from './catalogue/stock';
import { keptAnswers } from './catalogue/kept-answers';
import { cardsInOrder, rankedSearch, type RankedSearch } from './search-rank.repo';
import { interpretKeyword, loadDictionary, type SearchDictionary } from '../search/related';
import { flashOffers, offersKey } from './flash-offers';
import type { FlashOffer } from '@shop/shared';

/** The 客户价 rules column other modules' goods reads carry (the cart's lines): catalogue data, resolved per buyer. */
export { customerPricesColumn } from './customer-prices.sql';
/** Card rows by id, for other modules' lists of goods (favorites) to render with goods.card. */
export { cardRowsByIds } from './goods.repo';

export const MAX_SUGGESTIONS = 10;

/** Plain strings (spec §3), distinct, best first; an empty keyword asks nothing of the database. */
export async function suggest(db: Db, q: SuggestQuery, dict?: SearchDictionary): Promise<string[]> {
  const k = dict ? interpretKeyword(q.keywords, dict) : parseKeyword(q.keywords);
  if (!k) return [];
  if (q.type === 2) return suggestManufacturers(db, k, MAX_SUGGESTIONS);
  // The dictionary (search_terms, a few hundred names) answers under every reading first; only a
  // keyword it cannot place (approval number, barcode, maker, brand) costs a goods-table search.
  const terms = await withFallback(k, (kw) => suggestTerms(db, kw, MAX_SUGGESTIONS), dict?.groups);
  if (terms.result.length > 0) return terms.result;
  const { result } = await withFallback(k, (kw) => suggestGoodsNames(db, kw), dict?.groups);
  return [...new Set(result)].slice(0, MAX_SUGGESTIONS);
}

/** The same parsed setting the common-config call serves as rnss, so both always agree. */
export async function hotWords(db: Db): Promise<string[]> {
  return (await readSettings(db, ['hot_searches'])).hot_searches;
}

export const MANUFACTURER_FACETS = 20;
const DOSAGE_FACETS = 30;

type Facets = { manufacturers: FacetCount[]; dosage_forms: FacetCount[] };

/** One page of a filter as every buyer shares it; cards are made per buyer from it. */
interface SharedPage {
  cards: CardData[];
  total: number;
  /** The total is an estimate (约N件): the keyword matched more than SEARCH_CAP goods. */
  estimated: boolean;
  facets: Facets | null;
}

const NOTHING: RankedSearch = {
  ids: [],
  total: 0,
  estimated: false,
  facets: { manufacturers: [], dosage_forms: [] },
};

/** The first keyword reading that finds something; a miss costs one extra query per fallback. */
export async function withFallback<T>(k: Keyword, run: (k: Keyword) => Promise<T[]>, groups?: SynonymGroups) {
  const first = await run(k);
  if (first.length > 0) return { result: first, k };
  for (const alt of fallbacks(k, groups)) {
    const result = await run(alt);
    if (result.length > 0) return { result, k: alt };
  }
  return { result: first, k };
}

/** Byte budgets (lib/cache): a page is ~20 cards, a suggestion list 10 strings, a ranked set up to its cap of ids. */
const BUDGET = {
  pages: 32 * MB,
  counts: 2 * MB,
  facets: 8 * MB,
  suggestions: 2 * MB,
  ranked: 16 * MB,
  /** A browse's whole order: 4 bytes a goods (the catalogue in five sorts is 2 MB at 100,000 goods). */
  orders: 16 * MB,
  dictionary: 32 * MB,
};

/**
 * The goods list and suggestions behind this instance's catalogue caches (lib/cache). A
 * page, its total and its facets are each computed once per catalogue version; totals and facets
 * are keyed by the filter alone, so paging and re-sorting reuse them.
 */
export function goodsReads(db: Db, watch: CatalogueWatch) {
  const cache = <T>(name: string, maxBytes: number) =>
    versionedCache<T>(watch, { name: `goods.${name}`, maxBytes });
  const pages = cache<SharedPage>('pages', BUDGET.pages);
  const totals = cache<number>('totals', BUDGET.counts);
  const summaries = cache<Facets & { total: number }>('summaries', BUDGET.facets);
  const bounded = cache<BoundedSummary>('bounded', BUDGET.counts);
  const suggestions = cache<string[]>('suggestions', BUDGET.suggestions);
  const ranked = cache<RankedSearch>('ranked', BUDGET.ranked);
  const orders = cache<Int32Array>('orders', BUDGET.orders);
  const dictionary = cache<SearchDictionary>('dictionary', BUDGET.dictionary);
  const dict = () => dictionary.get('dictionary', () => loadDictionary(db), 'catalogue');

  /**
   * A keyword search (issue 34): the ranked, bounded match set with its total and facets, once per
   * filter; a page is a slice of it in the default order, or an index-ordered read for other sorts.
   */
  async function searchPage(q: ListQuery, f: ListFilter, parsed: Keyword): Promise<SharedPage> {
    const scope = q.in_stock || q.near_expiry ? 'listing' : 'catalogue';
    const limits = { manufacturer: MANUFACTURER_FACETS, dosage_form: DOSAGE_FACETS };
    const read = (kw: Keyword) =>
      ranked.get(`${filterKey(q)}|${JSON.stringify(kw)}`, () => rankedSearch(db, f, kw, limits), scope);
    const groups = (await dict()).groups;
    const { result, k } =
      q.type === 1
        ? await withFallback(
            parsed,
            async (kw) => ((await read(kw)).ids.length > 0 ? [await read(kw)] : []),
            groups,
          )
        : { result: [await read(parsed)], k: parsed };
    const found = result[0] ?? NOTHING;
    const offset = (q.page - 1) * q.size;
    const cards =
      q.sort === 'default'
        ? await cardsInOrder(db, found.ids.slice(offset, offset + q.size))
        : await cardsInOrder(db, await listPageIds(db, f, k));
    return {
      cards,
      total: found.total,
      estimated: found.estimated,
      facets: q.facets ? found.facets : null,
    };
  }

  /** PGlite has one connection, so the queries run one after another rather than pretending to be parallel. */
  async function sharedPage(q: ListQuery): Promise<SharedPage> {
    // Cache keys stay those of the query; the statements get the category's subtree as ids.
    const f: ListFilter =
      q.select === undefined ? q : { ...q, categoryIds: await categorySubtree(db, q.select) };
    if (q.keyword?.trim()) {
      const parsed = interpretKeyword(q.keyword, await dict());
      if (parsed) return searchPage(q, f, parsed);
    }
    const parsed = parseKeyword(q.keyword);
    if (!parsed && isBrowse(f)) {
      // A browse's whole order is read once per listing version; any of its pages is then a slice.
      const scope =
        q.sort === 'default' || q.sort === 'relevance' || q.sort === 'sales' ? 'listing' : 'catalogue';
      const all = await orders.get(`${filterKey(q)}|${q.sort}`, () => browseIds(db, f), scope);
      const offset = (q.page - 1) * q.size;
      const cards = await cardsInOrder(db, Array.from(all.subarray(offset, offset + q.size)));
      if (q.facets) return { cards, ...(await summaryOf(q, f, null)) };
      return { cards, total: all.length, estimated: false, facets: null };
    }
    if (!parsed) {
      // The total first: a page past the middle is then read from the end (listPageIds), where the
      // total is exact for this catalogue version (a filter on stock or expiry moves without one).
      const summary = await summaryOf(q, f, null);
      const exact = q.in_stock || q.near_expiry || summary.estimated ? undefined : summary.total;
      return { cards: await cardsInOrder(db, await listPageIds(db, f, null, exact)), ...summary };
    }
    // Only drug-name searches fall back (split, then fuzzy); maker searches scan a small table.
    const { result: ids, k } =
      q.type === 1
        ? await withFallback(parsed, (kw) => listPageIds(db, f, kw))
        : { result: await listPageIds(db, f, parsed), k: parsed };
    return { cards: await cardsInOrder(db, ids), ...(await summaryOf(q, f, k)) };
  }

  /** A list's total (and facets, when asked), once per filter: paging and re-sorting reuse them. */
  async function summaryOf(q: ListQuery, f: ListFilter, k: Keyword | null): Promise<BoundedSummary> {
    const key = `${filterKey(q)}|${JSON.stringify(k)}`;
    // Counts by goods: only a filter on stock makes them move when a goods sells out or comes back.
    const scope = q.in_stock || q.near_expiry ? 'listing' : 'catalogue';
    if (k === null && !isBrowse(f)) {
      const limits = q.facets ? { manufacturer: MANUFACTURER_FACETS, dosage_form: DOSAGE_FACETS } : null;
      return bounded.get(`${key}|${+q.facets}`, () => boundedSummary(db, f, limits), scope);
    }
    if (q.facets) {
      const { total, ...facets } = await summaries.get(
        key,
        () => totalAndFacets(db, f, k, { manufacturer: MANUFACTURER_FACETS, dosage_form: DOSAGE_FACETS }),
        scope,
      );
      return { total, estimated: false, facets };
    }
    return { total: await totals.get(key, () => listTotal(db, f, k), scope), estimated: false, facets: null };
  }

  const pageStock = stockReads<SharedPage>(db, watch);
  const offersFor = flashOffers(db, watch);
  function makeList(
    page: SharedPage,
    now: Map<number, StockNow>,
    q: ListQuery,
    viewer: Viewer,
    offers: Map<number, FlashOffer>,
  ) {
    const list = page.cards.map((c) =>
      toCard(withStock(c.row, now), c.ladders, c.tags, viewer, offers.get(c.row.id) ?? null),
    );
    return {
      list,
      total: page.total,
      total_estimated: page.estimated,
      page: q.page,
      size: q.size,
      facets: page.facets,
    };
  }
  const answerOf = keptAnswers<SharedPage, ReturnType<typeof makeList>>();
  /** A page read on a miss carries its goods' stock and sales of that moment: no second read for its first answer. */
  async function loadPage(q: ListQuery): Promise<SharedPage> {
    const seq = watch.stock.now();
    const page = await sharedPage(q);
    const now = new Map<number, StockNow>(
      page.cards.map((c) => [c.row.id, { stock: c.row.stock, sales: c.row.sales, lots: {} }]),
    );
    pageStock.fresh(page, now, seq);
    return page;
  }

  return {
    /** One page of goods; the buyer's own part (prices shown or hidden, can_buy) is made per variant. */
    async list(query: ListQuery, viewer: Viewer) {
      const q = viewer.pricesHidden ? withoutPrice(query) : query;
      const page = await pages.get(JSON.stringify(q), () => loadPage(q));
      // The page outlives orders (catalogue/triggers.ts): its stock and sales are read again once
      // one of its goods has moved (catalogue/change-log.ts).
      const now = await pageStock(
        page,
        page.cards.map((c) => c.row.id),
      );
      // The viewer's own part: prices shown or hidden, and why they may not buy each goods. The page
      // itself is keyed by the whole query, so paging needs no place in the variant.
      const blocked = page.cards.map((c) => blockReasonOf(c.row, viewer, currentStock(c.row, now)) ?? '');
      const prices = priceGroupOf(
        page.cards.map((c) => c.row),
        viewer,
      );
      const offers = await offersFor(
        page.cards.map((c) => c.row.id),
        viewer,
      );
      const variant = `${+viewer.pricesHidden}|${prices}|${offersKey(offers)}|${blocked.join('|')}`;
      return answerOf(page, now, variant, () => makeList(page, now, q, viewer, offers));
    },
    suggest(q: SuggestQuery): Promise<string[]> {
      return suggestions.get(`${q.type}|${q.keywords ?? ''}`, async () => suggest(db, q, await dict()));
    },
  };
}

export function filterKey(q: ListQuery): string {
  const { page: _page, size: _size, sort: _sort, facets: _facets, ...filter } = q;
  return JSON.stringify(filter);
}

/**
 * While prices need a sign-in, a visitor's price range and price sort are ignored: answering them
 * would let a binary search on price_max recover a hidden price in twenty requests.
 */
function withoutPrice(q: ListQuery): ListQuery {
  const sort = q.sort === 'price_asc' || q.sort === 'price_desc' ? 'default' : q.sort;
  return { ...q, price_min: undefined, price_max: undefined, sort };
}
