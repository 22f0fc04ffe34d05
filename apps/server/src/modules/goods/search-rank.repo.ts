import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { queryPrepared } from '../../db/prepared';
import { SEARCH_RANKED_GOODS, type GoodsListQuery as ListQuery } from '@shop/shared';
import { CARD_COLUMNS, type CardRow, type FacetCount, type Ladder, type Tag } from './goods.repo';
import type { CardData } from './goods.card';
import { listConditions, type Facet } from './list-filters.sql';
import { MERGED, rankColumns, sellable, zeroSimilarity, type Keyword } from './search.sql';
import {
  accessPaths,
  mergedRanges,
  rangesEstimate,
  type AccessPaths,
  type PathRow,
} from './search-paths.repo';
import { rankCandidates } from './search-order';

/**
 * A keyword search at a million goods (issue 34, ADR 007): no statement reads every match. The
 * matches are read in the default order (the goods_default_order index: sellable, best sellers)
 * and cut at SEARCH_CAP + 1. Fewer than that: they are all the matches, so the total and facets are
 * exact and ranked in full. More: the total is an estimate from a fixed sample of the table (shown
 * as 约N件), the facets count those best-selling SEARCH_CAP, and the goods ranked are those plus
 * the keyword's strongest matches (name or generic name starting with it, from their own indexes),
 * so an exact name or brand with few sales is never cut. Pages past the ranked set are empty.
 */
export const SEARCH_CAP = SEARCH_RANKED_GOODS;
/**
 * Rows of the table the estimate looks at when the keyword has no index ranges (several words,
 * codes) or too many (胶囊, 片: dense, matching several percent of the catalogue, so 1,500 rows see
 * a hundred or more of them, within about ±10 %). Rough near the cap, never below it.
 */
const SAMPLE_ROWS = 1_500;
/** A broad keyword's names hold this many goods or more: its best-selling names stand for them. */
const BROAD_GOODS = 4 * SEARCH_RANKED_GOODS;

export interface RankedSearch {
  /** Goods ids, best first: every match, or the bounded set when `estimated`. */
  ids: number[];
  total: number;
  estimated: boolean;
  facets: { manufacturers: FacetCount[]; dosage_forms: FacetCount[] };
}

const defaultOrder = sql`${sellable} DESC, g.sales DESC NULLS LAST, g.id`;
/** What a read that is not ranked (facets without their own filter, maker searches) needs. */
const plainColumns = sql`${sellable} AS ok, g.sales`;
/**
 * The ranking's columns over goods g (a plain read) and over a range merge's rows, whose lowered
 * names are computed once per row (search.sql.ts MERGED).
 */
interface Columns {
  plain: SQL;
  merged: SQL;
}
const PLAIN: Columns = { plain: plainColumns, merged: plainColumns };

type Row = PathRow;

/** A facet's values by how many of `rows` carry them, most first, then by value. */
export function countBy<R>(rows: R[], pick: (r: R) => string, limit: number): FacetCount[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(pick(r), (counts.get(pick(r)) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, limit);
}

/**
 * The first SEARCH_CAP + 1 matches in the default order: merged from the keyword's names, makers
 * and brands where it has few (search-paths.repo.ts), else the default-order index walk stops there.
 */
const bounded = (
  db: Db,
  q: ListQuery,
  k: Keyword,
  paths: AccessPaths | null,
  columns: Columns,
  omit?: Facet,
): Promise<Row[]> =>
  paths && !paths.dense
    ? mergedRanges(db, q, k, paths, SEARCH_CAP + 1, columns.merged, omit)
    : queryRows<Row>(
        db,
        sql`SELECT g.id, g.sccj, g.dosage_form, ${columns.plain} FROM goods g WHERE ${listConditions(q, k, omit)}
            ORDER BY ${defaultOrder} LIMIT ${SEARCH_CAP + 1}`,
      );

/**
 * A broad keyword (胶囊, 片, 感冒, 颗粒: more names than a merge should open, thousands of goods)
 * reads its best-selling names' ranges instead of walking the whole catalogue's default order and
 * testing the keyword on each goods: the same short merge as a narrow keyword. Its bounded set is
 * then the best sellers of those names (past the cap the total is an estimate and the facets a
 * sample anyway). When they hold no more than the cap under the filter, the exact walk decides.
 */
async function broadOrBounded(
  db: Db,
  q: ListQuery,
  k: Keyword,
  paths: AccessPaths | null,
  columns: Columns,
): Promise<{ rows: Row[]; names: string[] | null }> {
  if (paths?.busiestNames && paths.nameGoods > BROAD_GOODS) {
    const rows = await mergedRanges(
      db,
      q,
      k,
      { ...paths, makers: [], brands: [] },
      SEARCH_CAP + 1,
      columns.merged,
    );
    if (rows.length > SEARCH_CAP) return { rows, names: paths.names };
  }
  const rows = await bounded(db, q, k, paths, columns);
  const namesOnly = paths && !paths.dense && paths.makers.length + paths.brands.length === 0;
  return { rows, names: namesOnly ? paths.names : null };
}

/**
 * The bounded read merged exactly the strongest names' ranges (阿莫西林, 头孢: every name the keyword
 * reaches starts with it), under the same filter: their first SEARCH_CAP goods are already its
 * first SEARCH_CAP + 1, so reading them again would add nothing.
 */
const strongAlreadyRead = (paths: AccessPaths | null, mergedNames: string[] | null) =>
  paths !== null &&
  mergedNames !== null &&
  paths.strongNames.length === mergedNames.length &&
  new Set([...paths.strongNames, ...mergedNames]).size === mergedNames.length;

/** Two significant figures: an estimate should not look exact. */
export const roughly = (n: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return Math.round(n / step) * step;
};

/** Matches in a fixed (REPEATABLE) block sample of the table, scaled up; never below the cap. */
async function estimate(db: Db, q: ListQuery, k: Keyword, paths: AccessPaths | null): Promise<number> {
  if (paths) return Math.max(SEARCH_CAP + 1, roughly(await rangesEstimate(db, q, paths)));
  // The sample's share of the table follows its size (planner statistics), so it reads ~SAMPLE_ROWS.
  const [row] = await queryRows<{ n: number; percent: number }>(
    db,
    sql`WITH p AS (SELECT least(100, 100.0 * ${SAMPLE_ROWS} / greatest(reltuples, 1))::float8 AS percent
                   FROM pg_class WHERE oid = 'goods'::regclass)
        SELECT (SELECT count(*)::int FROM goods g TABLESAMPLE SYSTEM ((SELECT percent FROM p)) REPEATABLE (34)
                WHERE ${listConditions(q, k)}) AS n, (SELECT percent FROM p) AS percent`,
  );
  const percent = row?.percent ?? 100;
  return Math.max(SEARCH_CAP + 1, roughly(((row?.n ?? 0) * 100) / percent));
}

/** The keyword's strongest matches (exact/prefix name or generic name), from the prefix indexes. */
async function strongest(
  db: Db,
  q: ListQuery,
  k: Keyword,
  paths: AccessPaths | null,
  columns: Columns,
): Promise<Row[]> {
  if (paths) {
    const ranges = { names: paths.strongNames, makers: [], brands: [], implied: paths.implied };
    return mergedRanges(db, q, k, ranges, SEARCH_CAP, columns.merged);
  }
  const p = `${k.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queryRows<Row>(
    db,
    sql`SELECT g.id, g.sccj, g.dosage_form, ${columns.plain} FROM goods g WHERE ${listConditions(q, k)}
          AND (lower(g.name) LIKE ${p} OR g.generic_name LIKE ${p})
        ORDER BY ${defaultOrder} LIMIT ${SEARCH_CAP}`,
  );
}

/** One array literal parameter rather than a thousand. */
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** The indication's 适应症 names as the access paths found them, so no range looks them up again. */
const withPhraseNames = (k: Keyword, paths: AccessPaths | null): Keyword =>
  paths && k.related ? { ...k, related: { ...k.related, phraseNames: paths.phraseNames } } : k;

/** A maker search (type 2) keeps the default order: its keyword names no drug to rank by. */
export async function rankedSearch(
  db: Db,
  q: ListQuery,
  keyword: Keyword,
  limits: Record<Facet, number>,
): Promise<RankedSearch> {
  const byRelevance = q.type === 1;
  const paths = byRelevance ? await accessPaths(db, keyword) : null;
  const k = withPhraseNames(keyword, paths);
  const columns = byRelevance ? { plain: rankColumns(k), merged: rankColumns(k, MERGED) } : PLAIN;
  const { rows, names: mergedNames } = await broadOrBounded(db, q, k, paths, columns);
  const estimated = rows.length > SEARCH_CAP;
  const sample = rows.slice(0, SEARCH_CAP);
  // A facet leaves its own filter out (so a buyer can switch makers): its own bounded read.
  const makerRows =
    q.manufacturer === undefined
      ? sample
      : (await bounded(db, q, k, paths, PLAIN, 'manufacturer')).slice(0, SEARCH_CAP);
  const formRows =
    q.dosage_form === undefined
      ? sample
      : (await bounded(db, q, k, paths, PLAIN, 'dosage_form')).slice(0, SEARCH_CAP);
  const facets = {
    manufacturers: countBy(makerRows, (r) => r.sccj, limits.manufacturer),
    dosage_forms: countBy(formRows, (r) => r.dosage_form, limits.dosage_form),
  };
  if (!byRelevance) {
    return {
      ids: sample.map((r) => r.id),
      total: estimated ? await estimate(db, q, k, paths) : rows.length,
      estimated,
      facets,
    };
  }
  if (!estimated)
    return { ids: rankCandidates(zeroSimilarity(k, sample)), total: rows.length, estimated, facets };
  const inSample = new Set(sample.map((r) => r.id));
  const strong = strongAlreadyRead(paths, mergedNames)
    ? []
    : (await strongest(db, q, k, paths, columns)).filter((r) => !inSample.has(r.id));
  const ids = rankCandidates(zeroSimilarity(k, [...sample, ...strong]));
  return { ids, total: await estimate(db, q, k, paths), estimated, facets };
}

/**
 * A page's cards, in the ids' order, with their ladders and tags: one named statement (db/prepared.ts)
 * instead of three, so a first sight sends two statements fewer and plans this one once per
 * connection. Its shape never changes (the ids are one array parameter).
 */
export async function cardsInOrder(db: Db, ids: number[]): Promise<CardData[]> {
  if (ids.length === 0) return [];
  const rows = await queryPrepared<CardRow & { ladders: Ladder[]; tags: Tag[] }>(
    db,
    sql`SELECT ${CARD_COLUMNS},
          coalesce((SELECT json_agg(json_build_object('number', lp.number, 'priceFen', lp.price_fen)
                      ORDER BY lp.number) FROM ladder_prices lp WHERE lp.goods_id = g.id), '[]'::json) AS ladders,
          coalesce((SELECT json_agg(json_build_object('name', t.name, 'describe', t.describe, 'is_show', t.is_show)
                      ORDER BY t.id) FROM goods_tags t WHERE t.goods_id = g.id), '[]'::json) AS tags
        FROM goods g WHERE g.id = ANY(${intArray(ids)}::int[])`,
  );
  const byId = new Map(rows.map(({ ladders, tags, ...row }) => [row.id, { row, ladders, tags }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
