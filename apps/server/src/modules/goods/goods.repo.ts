import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { queryPrepared } from '../../db/prepared';
import { companies, goodsTags, ladderPrices, users } from '../../db/schema/index';
import { expiredLicenceOf } from '../user/licence.sql';
import type { ControlAudience, CustomerPriceRule, EligibilityBuyer } from '@shop/shared';
import { customerPricesColumn } from './customer-prices.sql';
import {
  listConditions,
  listOrder,
  listOrderReversed,
  type Facet,
  type ListFilter,
} from './list-filters.sql';
import type { GoodsListQuery as ListQuery } from '@shop/shared';
import { goodsMatch, manufacturerMatch, relevanceOrder, type Keyword } from './search.sql';

/** One goods as lists show it; money in fen (int4 is ample for a unit price), dates as text. */
export interface CardRow {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  base_price_fen: number;
  retail_price_fen: number;
  images: string[];
  is_buy: boolean;
  stock: number;
  is_youx: boolean;
  type: number;
  is_dpby: boolean;
  qg_number: number;
  is_free_shipping: boolean;
  free_shipping_number: number;
  ladder_price_type: number;
  approval_no: string;
  barcode: string;
  dosage_form: string;
  is_prescription: boolean;
  otc_type: string;
  is_ephedrine: boolean;
  is_controlled: boolean;
  /** 控销 audience (controlled_sales), null when the goods has none. */
  control: ControlAudience | null;
  scope: string;
  min_qty: number;
  mid_pack: number;
  big_pack: number;
  sales: number;
  nearest_expiry: string | null;
  /** Every 客户价 rule of the goods (catalogue data, the same for all): resolved per viewer. */
  customer_prices: CustomerPriceRule[];
}

export const CARD_COLUMNS = sql`g.id, g.name, g.sccj, g.ypgg, g.bzdw, g.base_price_fen::int AS base_price_fen,
  g.retail_price_fen::int AS retail_price_fen, g.images, g.is_buy, g.stock, g.is_youx, g.type, g.is_dpby,
  g.qg_number, g.is_free_shipping, g.free_shipping_number, g.ladder_price_type, g.approval_no, g.barcode,
  g.dosage_form, g.is_prescription, g.otc_type, g.is_ephedrine, g.is_controlled, g.scope, g.min_qty,
  g.mid_pack, g.big_pack, g.sales,
  (SELECT json_build_object('provinces', cs.provinces, 'companyKinds', cs.company_kinds,
            'accountManagerIds', cs.account_manager_ids) FROM controlled_sales cs WHERE cs.goods_id = g.id) AS control,
  to_char(g.soonest_expiry, 'YYYY-MM-DD') AS nearest_expiry,
  ${customerPricesColumn}`;

/** Enough candidates that 10 distinct names survive duplicates (one drug, many makers). */
const SUGGEST_CANDIDATES = 80;

export async function suggestGoodsNames(db: Db, k: Keyword): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT g.name FROM goods g WHERE ${goodsMatch(k)} ORDER BY ${relevanceOrder(k)} LIMIT ${SUGGEST_CANDIDATES}`,
  );
  return rows.map((r) => r.name);
}

export async function suggestManufacturers(db: Db, k: Keyword, limit: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT m.name FROM manufacturers m
        WHERE ${manufacturerMatch(k)} AND EXISTS (SELECT 1 FROM goods g WHERE g.manufacturer_id = m.id)
        ORDER BY (m.name LIKE ${`${k.text}%`} OR m.short_name LIKE ${`${k.text}%`}) DESC,
          (SELECT count(*) FROM goods g WHERE g.manufacturer_id = m.id) DESC, m.id
        LIMIT ${limit}`,
  );
  return rows.map((r) => r.name);
}

/**
 * The page's goods ids, in the list's order. Its cards come from cardsInOrder (search-rank.repo.ts),
 * one named statement with their ladders and tags: the filter and order vary, so this short statement
 * keeps a custom plan, while the card columns' seven subqueries, which took longer to plan than to
 * run (issue 32: up to 7 ms of planning a page), are planned once per connection.
 */
export async function listPageIds(
  db: Db,
  q: ListFilter,
  k: Keyword | null,
  total?: number,
): Promise<number[]> {
  const ids = q.categoryIds ?? [];
  const offset = (q.page - 1) * q.size;
  if (k === null && q.sort === 'default' && ids.length > 1 && ids.length <= MERGED_CATEGORIES)
    return idsOf(await queryRows<{ id: number }>(db, categoryMerge(q, ids)));
  // Past the middle of a list whose exact total is known, the page is read from the end: an OFFSET
  // walks every row before it, so a deep page walks at most half the list (issue 32: random pages).
  if (k === null && total !== undefined && offset > total / 2 && offset < total) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT g.id FROM goods g WHERE ${listConditions(q, null)} ORDER BY ${listOrderReversed(q)}
          LIMIT ${Math.min(q.size, total - offset)} OFFSET ${Math.max(0, total - offset - q.size)}`,
    );
    return idsOf(rows).reverse();
  }
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`SELECT g.id FROM goods g WHERE ${listConditions(q, k)}
          ORDER BY ${listOrder(q, k)} LIMIT ${q.size} OFFSET ${offset}`,
    ),
  );
}

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

/**
 * Categories a page merges one index range each (goods_category_order); a larger subtree (a root:
 * most of the catalogue) is dense enough that walking the default order finds its page at once.
 */
const MERGED_CATEGORIES = 8;

/** A subtree's page in the default order: each category's first goods, merged (a Merge Append). */
function categoryMerge(q: ListFilter, ids: readonly number[]): SQL {
  const end = q.page * q.size;
  const ranges = ids.map(
    (
      id,
    ) => sql`(SELECT g.id, g.sellable, g.sales FROM goods g WHERE ${listConditions({ ...q, categoryIds: [id] }, null)}
                 ORDER BY ${listOrder(q, null)} LIMIT ${end})`,
  );
  return sql`SELECT g.id FROM (${sql.join(ranges, sql` UNION ALL `)}) g
             ORDER BY ${listOrder(q, null)} LIMIT ${q.size} OFFSET ${end - q.size}`;
}

/** A category and every category under it (ids), for listConditions (list-filters.sql.ts). */
export async function categorySubtree(db: Db, id: number): Promise<number[]> {
  const [row] = await queryPrepared<{ ids: number[] }>(
    db,
    sql`SELECT coalesce(array_agg(t.id), '{}') AS ids FROM (
          WITH RECURSIVE tree(id) AS (
            SELECT id FROM categories WHERE id = ${id}
            UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
          ) SELECT id FROM tree) t`,
  );
  return row?.ids ?? [];
}

export async function listTotal(db: Db, q: ListQuery, k: Keyword | null): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM goods g WHERE ${listConditions(q, k)}`,
  );
  return row?.n ?? 0;
}

export interface FacetCount {
  value: string;
  count: number;
}

const FACET_COLUMN: Record<Facet, SQL> = { manufacturer: sql`g.sccj`, dosage_form: sql`g.dosage_form` };

export async function facetCounts(
  db: Db,
  q: ListQuery,
  k: Keyword | null,
  facet: Facet,
  limit: number,
): Promise<FacetCount[]> {
  const col = FACET_COLUMN[facet];
  return queryRows<FacetCount>(
    db,
    sql`SELECT ${col} AS value, count(*)::int AS count FROM goods g WHERE ${listConditions(q, k, facet)}
        GROUP BY ${col} ORDER BY count(*) DESC, ${col} LIMIT ${limit}`,
  );
}

export async function cardRowsByIds(db: Db, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return queryRows<CardRow>(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM goods g WHERE g.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export interface Ladder {
  number: number;
  priceFen: number;
}
export interface Tag {
  name: string;
  describe: string;
  is_show: boolean;
}

/** Ladders and tags of a page of goods, two queries whatever the page size. */
export async function ladderAndTags(db: Db, ids: number[]) {
  const ladders = new Map<number, Ladder[]>();
  const tags = new Map<number, Tag[]>();
  if (ids.length === 0) return { ladders, tags };
  // Two independent reads, sent together (callers pass the pool, never a transaction).
  const [lp, tg] = await Promise.all([
    db
      .select({ goodsId: ladderPrices.goodsId, number: ladderPrices.number, priceFen: ladderPrices.priceFen })
      .from(ladderPrices)
      .where(inArray(ladderPrices.goodsId, ids))
      .orderBy(asc(ladderPrices.number)),
    db
      .select({
        goodsId: goodsTags.goodsId,
        name: goodsTags.name,
        describe: goodsTags.describe,
        is_show: goodsTags.isShow,
      })
      .from(goodsTags)
      .where(inArray(goodsTags.goodsId, ids))
      .orderBy(asc(goodsTags.id)),
  ]);
  for (const { goodsId, ...l } of lp) ladders.set(goodsId, [...(ladders.get(goodsId) ?? []), l]);
  for (const { goodsId, ...t } of tg) tags.set(goodsId, [...(tags.get(goodsId) ?? []), t]);
  return { ladders, tags };
}

/** What eligibility needs of the signed-in buyer's company. */
export async function buyerOf(db: Db, userId: number): Promise<EligibilityBuyer | null> {
  const [row] = await db
    .select({
      isPassed: companies.isPassed,
      qualificationNote: companies.qualificationNote,
      businessScope: companies.businessScope,
      regions: sql<
        string[]
      >`array_remove(ARRAY[${companies.provinceCode}, ${companies.cityCode}, ${companies.districtCode}], '')`,
      companyKind: companies.kind,
      accountManagerId: users.accountManagerId,
      expiredLicence: expiredLicenceOf(companies.id),
      companyId: companies.id,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId)));
  return row ? { signedIn: true, ...row } : null;
}
