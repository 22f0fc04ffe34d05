import { sql, type SQL } from 'drizzle-orm';
import type { GoodsListQuery as ListQuery } from '@shop/shared';
import { goodsMatch, manufacturerMatch, relevanceOrder, sellable, type Keyword } from './search.sql';

/** A lot "near expiry" expires within this many days (the 近效期 zone's rule). */
export const NEAR_EXPIRY_DAYS = 180;

export const nearExpiryLot = sql`EXISTS (SELECT 1 FROM goods_lots l WHERE l.goods_id = g.id AND l.stock > 0 AND NOT l.frozen AND l.expires_on < current_date + ${NEAR_EXPIRY_DAYS}::int)`;

/** Facets leave their own filter out, so a buyer can switch between the makers on offer. */
export type Facet = 'manufacturer' | 'dosage_form';

/**
 * A list query whose category's subtree was read first (categorySubtree in goods.repo.ts): the ids
 * are then a constant of the statement, so the planner sees how many goods they hold. Behind a
 * subquery it could not, and walked the whole default order for a category of 30 goods (issue 32:
 * 100,000 heap rows for one page); with the ids it reads that category's index range, and a large
 * category's total and facets are an index-only range of goods_category_idx, not the whole index.
 */
export type ListFilter = ListQuery & { categoryIds?: readonly number[] };

const categoryTree = (q: ListFilter, id: number) =>
  q.categoryIds?.length === 1
    ? sql`g.category_id = ${q.categoryIds[0]}`
    : q.categoryIds
      ? sql`g.category_id = ANY(${`{${q.categoryIds.join(',')}}`}::int[])`
      : sql`g.category_id IN (
  WITH RECURSIVE tree(id) AS (
    SELECT id FROM categories WHERE id = ${id}
    UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
  ) SELECT id FROM tree)`;

function manufacturerFilter(value: string): SQL {
  if (/^\d{1,9}$/.test(value)) return sql`g.manufacturer_id = ${Number(value)}`;
  return sql`g.manufacturer_id IN (SELECT id FROM manufacturers WHERE name = ${value} OR short_name = ${value})`;
}

export function keywordFilter(k: Keyword, type: 1 | 2): SQL {
  if (type === 2)
    return sql`g.manufacturer_id IN (SELECT m.id FROM manufacturers m WHERE ${manufacturerMatch(k)})`;
  return goodsMatch(k);
}

/** What listConditions returns when nothing filters: callers may skip work that only filters need. */
export const NO_FILTER = sql`TRUE`;

export function listConditions(q: ListFilter, k: Keyword | null, omit?: Facet | 'both'): SQL {
  const c: SQL[] = [];
  if (k) c.push(keywordFilter(k, q.type));
  if (q.select !== undefined) c.push(categoryTree(q, q.select));
  if (q.qx === '2') c.push(sql`g.is_special`);
  if (q.zy === '2') c.push(sql`g.type = 1`);
  const maker = omit === 'manufacturer' || omit === 'both' ? null : facetFilter(q, 'manufacturer');
  const form = omit === 'dosage_form' || omit === 'both' ? null : facetFilter(q, 'dosage_form');
  if (maker) c.push(maker);
  if (form) c.push(form);
  if (q.rx === 'rx') c.push(sql`g.is_prescription`);
  if (q.rx === 'otc_a') c.push(sql`(NOT g.is_prescription AND g.otc_type = '甲类')`);
  if (q.rx === 'otc_b') c.push(sql`(NOT g.is_prescription AND g.otc_type = '乙类')`);
  if (q.in_stock) c.push(sql`g.stock > 0`);
  if (q.near_expiry) c.push(nearExpiryLot);
  if (q.is_youx) c.push(sql`g.is_youx`);
  if (q.free_shipping) c.push(sql`g.is_free_shipping`);
  if (q.no_ephedrine) c.push(sql`NOT g.is_ephedrine`);
  if (q.brand !== undefined) c.push(sql`g.brand_id = ${q.brand}`);
  if (q.price_min !== undefined) c.push(sql`g.base_price_fen >= ${q.price_min}`);
  if (q.price_max !== undefined) c.push(sql`g.base_price_fen <= ${q.price_max}`);
  return c.length ? sql.join(c, sql` AND `) : NO_FILTER;
}

/**
 * A filter's own condition on a facet's column (the maker or dosage form chosen), or null when the
 * query chooses none: what the facet leaves out and the total keeps (list-summary.repo.ts).
 */
export function facetFilter(q: ListQuery, facet: Facet): SQL | null {
  if (facet === 'manufacturer')
    return q.manufacturer === undefined ? null : manufacturerFilter(q.manufacturer);
  return q.dosage_form === undefined ? null : sql`g.dosage_form = ${q.dosage_form}`;
}

/**
 * The list order read backwards (every key and NULLS placement reversed, ties by id reversed too):
 * a page past the middle of a list is its rows counted from the end (goods.repo.ts listPageIds).
 */
export function listOrderReversed(q: ListQuery): SQL {
  switch (q.sort) {
    case 'price_asc':
      return sql`g.base_price_fen DESC, g.id DESC`;
    case 'price_desc':
      return sql`g.base_price_fen, g.id DESC`;
    case 'sales':
      return sql`g.sales, g.id DESC`;
    case 'newest':
      return sql`g.created_at, g.id`;
    default:
      // goods_default_order walked backwards.
      return sql`${sellable}, g.sales NULLS FIRST, g.id DESC`;
  }
}

/** Default order: relevance for a drug-name keyword, otherwise sellable first then best sellers. */
export function listOrder(q: ListQuery, k: Keyword | null): SQL {
  switch (q.sort) {
    case 'price_asc':
      return sql`g.base_price_fen, g.id`;
    case 'price_desc':
      return sql`g.base_price_fen DESC, g.id`;
    case 'sales':
      return sql`g.sales DESC, g.id`;
    case 'newest':
      return sql`g.created_at DESC, g.id DESC`;
    default:
      // Spelled exactly as the goods_default_order index so page 1 is a top-N index scan.
      return k && q.type === 1 ? relevanceOrder(k) : sql`${sellable} DESC, g.sales DESC NULLS LAST, g.id`;
  }
}
