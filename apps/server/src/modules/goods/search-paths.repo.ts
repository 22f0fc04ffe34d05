import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, escapeLike } from '../../db/query';
import { queryPrepared } from '../../db/prepared';
import type { GoodsListQuery as ListQuery } from '@shop/shared';
import { listConditions, NO_FILTER, type Facet } from './list-filters.sql';
import { sellable, type Keyword } from './search.sql';
import { termsMatch } from './search-terms.repo';
import type { RankRow } from './search-order';

/**
 * Where a keyword's goods are, for a first sight at a million goods (issue 34, ADR 007). A keyword
 * finds a goods by its name (name, generic name, brand, pinyin: the same for every goods of one
 * display name, so the dictionary search_terms answers it over a few hundred rows), by its maker,
 * or by its brand. Each of those names, makers and brands is an index range in the default order
 * (goods_name_order, goods_maker_order, goods_brand_order), so the first N matches are a merge of
 * short index walks that stops at N, instead of reading every match (阿莫西林: 27,000 at a million)
 * to sort them. Keywords this cannot serve exactly (several words, 批准文号 and barcodes, a typo's
 * similarity) or that reach too many names to merge (胶囊, 片: dense, so the default-order walk
 * itself stops early) return null and keep the plain read.
 */
export interface AccessPaths {
  names: string[];
  /** The names a keyword starts (name or generic name), and an indication's listed drugs: its strongest matches. */
  strongNames: string[];
  makers: number[];
  brands: number[];
  /**
   * Every goods of these ranges matches the keyword (it finds names, makers and brands by the same
   * substring as goods), so their reads need not test it again, and an index can give their order.
   * Not so for 1-letter and 2-letter terms, which the dictionary matches more widely than goods.
   */
  implied: boolean;
  /** Every maker and brand the keyword names, for the estimate (makers and brands are cut). */
  allMakers: number[];
  allBrands: number[];
  /** Goods of every name the keyword reaches (search_terms.goods), not only the first MAX_RANGES. */
  nameGoods: number;
  /** Names whose 适应症 hold the keyword's indication phrases (Related.phraseNames). */
  phraseNames: string[];
  /**
   * More ranges than a merge should open (胶囊, 感冒) and names alone make them so: `names` holds the
   * best-selling MAX_RANGES of them (search_terms.sales), whose merge stands in for the whole.
   */
  busiestNames: boolean;
  /**
   * More ranges than a merge should open (胶囊, 片): the matches are dense in the default order, so
   * its plain index walk stops early; names and makers are then cut and only strongNames are used.
   */
  dense: boolean;
}

/** Beyond this many index ranges a keyword is broad: its matches are dense in the default order. */
const MAX_RANGES = 40;
/** 批准文号 (国药准字, 国械注准, 械备, 卫消证字) and barcodes hold digits: found by goods, not names. */
const CODE_LIKE = /\d|准|注|械|卫消/;
const ASCII = /^[\x20-\x7e]+$/;

const pgTextArray = (items: string[]) =>
  `{${items.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** Maker and brand names hold a term as search_text does: a 1-letter or 2-ASCII term is a name prefix only. */
const inOtherText = (t: string) => [...t].length >= 2 && !([...t].length === 2 && ASCII.test(t));

export async function accessPaths(db: Db, k: Keyword): Promise<AccessPaths | null> {
  const alts = k.words[0] ?? [];
  if (k.words.length !== 1 || k.fuzzy || alts.some((t) => CODE_LIKE.test(t))) return null;
  const texts = alts.filter(inOtherText).map((t) => `%${escapeLike(t)}%`);
  const likes = pgTextArray(texts);
  const p = `${escapeLike(k.text)}%`;
  // An indication's drugs of choice are among its strongest matches, however few they sell.
  const preferred = pgTextArray(k.related?.preferred ?? []);
  const phrased = (k.related?.phrases ?? []).length > 0;
  const phraseLikes = pgTextArray((k.related?.phrases ?? []).map((t) => `%${escapeLike(t)}%`));
  // A named statement (db/prepared.ts): its shape follows the keyword's readings, not its letters.
  const [row] = await queryPrepared<{
    names: string[];
    strong: string[];
    makers: number[];
    brands: number[];
    phrases: string[];
    name_goods: number;
  }>(
    db,
    // The dictionary is read once (a materialized CTE of the names the keyword reaches, through
    // its indexes, and of those its 适应症 phrases reach, only for a keyword that has some), not once
    // per array as before (about 230 pages at 100k, a scan per array).
    sql`WITH m AS MATERIALIZED (
          SELECT s.lower_term, s.generic_name, s.buyable, s.sales, s.goods, true AS hit, false AS phrase
          FROM search_terms s WHERE ${termsMatch(k)}
          ${
            phrased
              ? sql`UNION ALL SELECT s.lower_term, s.generic_name, s.buyable, s.sales, s.goods, false, true
                    FROM search_terms s WHERE s.indications LIKE ANY(${phraseLikes}::text[])`
              : sql``
          })
        SELECT
        ARRAY(SELECT m.lower_term FROM m WHERE m.hit
              ORDER BY m.buyable DESC, m.sales DESC, m.lower_term LIMIT ${MAX_RANGES + 1}) AS names,
        ARRAY(SELECT m.lower_term FROM m WHERE m.hit
                AND (m.lower_term LIKE ${p} OR m.generic_name LIKE ${p} OR m.generic_name = ANY(${preferred}::text[]))
                LIMIT ${MAX_RANGES + 1}) AS strong,
        ARRAY(SELECT mk.id FROM manufacturers mk
              WHERE lower(mk.name) LIKE ANY(${likes}::text[]) OR lower(mk.short_name) LIKE ANY(${likes}::text[])
              ORDER BY mk.id) AS makers,
        ARRAY(SELECT b.id FROM brands b WHERE lower(b.name) LIKE ANY(${likes}::text[]) ORDER BY b.id) AS brands,
        ARRAY(SELECT m.lower_term FROM m WHERE m.phrase) AS phrases,
        (SELECT coalesce(sum(m.goods), 0)::int FROM m WHERE m.hit) AS name_goods`,
  );
  if (!row) return null;
  // Every maker and brand counts towards the estimate; at most MAX_RANGES + 1 of them are ranges.
  const makers = row.makers.slice(0, MAX_RANGES + 1);
  const brands = row.brands.slice(0, MAX_RANGES + 1);
  const dense = row.names.length + makers.length + brands.length > MAX_RANGES;
  if (dense && row.strong.length > MAX_RANGES) return null;
  const implied = alts.every(inOtherText);
  return {
    names: row.names.slice(0, MAX_RANGES),
    strongNames: row.strong,
    makers,
    brands,
    allMakers: row.makers,
    allBrands: row.brands,
    busiestNames: dense && makers.length + brands.length === 0,
    phraseNames: row.phrases,
    nameGoods: row.name_goods,
    implied,
    dense,
  };
}

const order = sql`${sellable} DESC, g.sales DESC NULLS LAST, g.id`;

/** A candidate: its facet values and what the ranking needs (search.sql.ts rankColumns). */
export type PathRow = RankRow & { sccj: string; dosage_form: string };

/**
 * What each range hands up: the default order's keys and every column the ranking reads, so the
 * ranking's expressions (rankColumns, written over goods g) are written once, over the merged rows,
 * rather than repeated, with their parameters, in each of forty ranges.
 */
const RANGE_COLUMNS = sql`g.id, g.sccj, g.dosage_form, ${sellable} AS ok, g.sales, g.sellable,
  lower(g.name) AS lname, lower(g.trade_name) AS ltrade, lower(g.approval_no) AS lapproval, g.barcode,
  g.generic_name, g.pinyin, g.initials, g.category_id, g.manufacturer_id, g.soonest_expiry`;

/** Range counts a merge is written for: a keyword's ranges are padded up to one of these. */
const RANGE_BUCKETS = [0, 1, 2, 4, 8, 16, 24, 32, MAX_RANGES, MAX_RANGES + 1];

/**
 * The ranges padded with empty ones (a NULL key matches nothing and costs one index probe), so the
 * merge's text takes one of a few shapes: it runs as a named statement with a generic plan (db/prepared.ts),
 * planned once per connection and shape instead of on every first sight (a forty-range merge cost
 * more to plan than to run), and a connection keeps few of them.
 */
function padded<T>(items: T[]): (T | null)[] {
  const size = RANGE_BUCKETS.find((b) => b >= items.length) ?? items.length;
  return [...items, ...Array<null>(size - items.length).fill(null)];
}

/**
 * The first `limit` goods in the default order over the given ranges, each read with the whole
 * filter (so a goods is never shown that the plain read would not), merged by PostgreSQL's Merge
 * Append: each range's walk stops once the merge has what it needs. `columns` (rankColumns) are
 * computed for the rows the merge takes, in the same statement.
 */
export async function mergedRanges(
  db: Db,
  q: ListQuery,
  k: Keyword,
  ranges: Pick<AccessPaths, 'names' | 'makers' | 'brands' | 'implied'>,
  limit: number,
  columns: SQL,
  omit?: Facet,
): Promise<PathRow[]> {
  const where = listConditions(q, ranges.implied ? null : k, omit);
  const branch = (range: SQL) =>
    sql`(SELECT ${RANGE_COLUMNS} FROM goods g WHERE ${range} AND ${where} ORDER BY ${order} LIMIT ${limit})`;
  if (ranges.names.length + ranges.makers.length + ranges.brands.length === 0) return [];
  const branches = [
    ...padded(ranges.names).map((n) => branch(sql`lower(g.name) = ${n}`)),
    ...padded(ranges.makers).map((id) => branch(sql`g.manufacturer_id = ${id}`)),
    ...padded(ranges.brands).map((id) => branch(sql`g.brand_id = ${id}`)),
  ];
  const union = sql.join(branches, sql` UNION ALL `);
  const kinds = [ranges.names, ranges.makers, ranges.brands].filter((r) => r.length > 0).length;
  if (kinds === 1)
    return queryPrepared<PathRow>(
      db,
      sql`SELECT g.id, g.sccj, g.dosage_form, ${columns} FROM (${union}) g
          ORDER BY g.ok DESC, g.sales DESC NULLS LAST, g.id LIMIT ${limit}`,
    );
  // A goods both named and made by the keyword comes from two ranges (three with its brand). Its
  // copies have the same keys, so the merge hands them up one after another: each is kept once
  // there (lag over the merge's own order, still streaming), so the merge stops at `limit` goods
  // and the ranking columns are computed for them alone (fifth session: it read and handed up
  // `limit` per kind, 802 rows for a maker's name, and the app dropped the copies).
  return queryPrepared<PathRow>(
    db,
    sql`SELECT g.id, g.sccj, g.dosage_form, ${columns}
        FROM (SELECT u.*, lag(u.id) OVER (ORDER BY u.ok DESC, u.sales DESC NULLS LAST, u.id) AS prev_id
              FROM (${union}) u) g
        WHERE g.id IS DISTINCT FROM g.prev_id
        ORDER BY g.ok DESC, g.sales DESC NULLS LAST, g.id LIMIT ${limit}`,
  );
}

/**
 * Rows the planner expects each condition to pass, from the column statistics alone (one EXPLAIN of
 * a UNION ALL, one arm per condition): no goods row is read. Good to two significant figures for
 * equality on a maker or brand and for ranges of a plain column (price), which is all an estimate
 * shown as 约N件 needs.
 */
export async function plannedRows(db: Db, conditions: SQL[]): Promise<number[]> {
  const arms = conditions.map((where) => sql`(SELECT 1 FROM goods g WHERE ${where})`);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`EXPLAIN (FORMAT JSON) ${sql.join(arms, sql` UNION ALL `)}`,
  );
  const raw = Object.values(row ?? {})[0];
  type Node = { 'Plan Rows'?: number; Plans?: Node[] };
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: Node }[];
  const top = plan[0]?.Plan;
  const nodes = conditions.length === 1 ? [top] : (top?.Plans ?? []);
  return conditions.map((_, i) => nodes[i]?.['Plan Rows'] ?? 0);
}

const intList = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * About how many goods match, past the cap: the names' goods from the dictionary's counts (every
 * name the keyword reaches, also for a dense keyword), plus the makers' and brands' goods as the
 * planner's statistics put them (a goods both named and made by the keyword counts twice), times
 * the share of the table the other filters (price, 处方, …) pass, also as the planner puts it
 * (fifth session: a 1,000-row sample of the table cost ~300 buffers and a millisecond on every
 * filtered first sight). Without makers, brands or filters it costs no statement.
 */
export async function rangesEstimate(db: Db, q: ListQuery, paths: AccessPaths): Promise<number> {
  const filters = listConditions(q, null);
  const conditions: SQL[] = [];
  if (paths.allMakers.length + paths.allBrands.length > 0)
    conditions.push(
      sql`g.manufacturer_id = ANY(${intList(paths.allMakers)}::int[]) OR g.brand_id = ANY(${intList(paths.allBrands)}::int[])`,
    );
  if (filters !== NO_FILTER) conditions.push(filters, sql`TRUE`);
  if (conditions.length === 0) return paths.nameGoods;
  const rows = await plannedRows(db, conditions);
  const others = paths.allMakers.length + paths.allBrands.length > 0 ? (rows[0] ?? 0) : 0;
  const n = paths.nameGoods + others;
  if (filters === NO_FILTER) return n;
  const [pass = 0, all = 0] = rows.slice(-2);
  return Math.round(n * (all > 0 ? Math.min(1, pass / all) : 1));
}
