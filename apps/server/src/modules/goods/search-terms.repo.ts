import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows, escapeLike } from '../../db/query';
import type { Keyword } from './keyword';

/**
 * Rebuilds the suggestion dictionary (search_terms) from goods: one row per distinct display name
 * with its keys, summed sales and whether any of its goods can be bought. Idempotent, one
 * statement: one pass over goods both upserts the names and drops the names no goods has any more
 * (the drop used to be a second pass over the table). Every catalogue write (seed, back office:
 * goods insert, rename, sales/stock/is_buy changes that should move the ranking) must call it, or
 * refreshSearchTermsFor, in its transaction.
 */
export async function refreshSearchTerms(tx: Db | Tx): Promise<void> {
  await rebuildTerms(tx, sql`TRUE`, sql`TRUE`);
}

/**
 * The incremental form for back-office writes: rebuilds only the dictionary rows of the names a
 * write touched (old and new names of an edited goods), so saving one goods does not regroup 100k.
 */
export async function refreshSearchTermsFor(tx: Db | Tx, names: readonly string[]): Promise<void> {
  const unique = [...new Set(names)].filter((n) => n !== '');
  if (unique.length === 0) return;
  // A bulk import touches thousands of names: one grouped pass over goods beats a huge IN list.
  if (unique.length > 500) return refreshSearchTerms(tx);
  const list = sql.join(
    unique.map((n) => sql`${n}`),
    sql`, `,
  );
  // lower(name) is what goods are indexed by (goods_name_order): the names' goods, not a scan of all.
  const lowered = sql.join(
    unique.map((n) => sql`${n.toLowerCase()}`),
    sql`, `,
  );
  await rebuildTerms(
    tx,
    sql`lower(g.name) IN (${lowered}) AND g.name IN (${list})`,
    sql`s.term IN (${list})`,
  );
}

/**
 * Goods crossing zero stock (an ERP stock push, an adjustment) change only whether their names are
 * buyable: one UPDATE of that flag, through the lower(name) index, instead of rebuilding those
 * names' dictionary rows (keys, words) or, past 500 names, the whole dictionary.
 */
export async function refreshBuyableFor(tx: Db | Tx, names: readonly string[]): Promise<void> {
  const unique = [...new Set(names)].filter((n) => n !== '');
  if (unique.length === 0) return;
  await tx.execute(sql`
    UPDATE search_terms s SET buyable = b.buyable
      FROM (SELECT n.name, bool_or(g.sellable) AS buyable
              FROM jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb) AS n(name)
              JOIN goods g ON lower(g.name) = lower(n.name) AND g.name = n.name
             GROUP BY n.name) b
     WHERE s.term = b.name AND s.buyable IS DISTINCT FROM b.buyable`);
}

/** Upserts the names of the goods `where` selects and drops the `scope` rows whose name is gone. */
async function rebuildTerms(tx: Db | Tx, where: SQL, scope: SQL): Promise<void> {
  await tx.execute(sql`
    WITH t AS MATERIALIZED (
      SELECT g.name, lower(g.name) AS lower_name, min(g.pinyin) AS pinyin, min(g.initials) AS initials,
        ARRAY(SELECT DISTINCT k FROM unnest(
          array_agg(lower(g.name)) || array_agg(g.generic_name) || array_agg(lower(g.trade_name))
            || array_agg(g.pinyin) || array_agg(g.initials)
        ) AS k WHERE k IS NOT NULL AND k <> '' ORDER BY k) AS keys,
        min(g.id) AS sample_id, count(*)::int AS goods,
        sum(g.sales)::bigint AS sales, bool_or(g.sellable) AS buyable,
        min(g.generic_name) AS generic_name, min(lower(g.trade_name)) AS trade_name,
        min(g.category_id) AS category_id
      FROM goods g
      WHERE ${where}
      GROUP BY g.name
    ),
    upserted AS (
      INSERT INTO search_terms (term, lower_term, pinyin, initials, keys, match_text, goods, sales, buyable,
        generic_name, trade_name, category_id, indications)
      SELECT t.name, t.lower_name, t.pinyin, t.initials, t.keys,
        array_to_string(ARRAY(SELECT DISTINCT w FROM unnest(t.keys || string_to_array(r.words, ' ')) w
          WHERE w <> '' ORDER BY w), ' '),
        t.goods, t.sales, t.buyable, t.generic_name, t.trade_name, t.category_id, r.indications
      FROM t
      -- The words of one goods' search_text but its maker, brand, 批准文号 and barcode: what a keyword
      -- finds by the name alone (the generic name's pinyin and initials too, which keys lack), so
      -- search picks the names a keyword reaches here and reads their goods by index
      -- (search-paths.repo.ts). Every goods of a name has the same name-given words, and the same
      -- 适应症, read here from that one goods rather than compared across all of them.
      CROSS JOIN LATERAL (
        SELECT g.indications, array_to_string(ARRAY(
            SELECT w FROM unnest(string_to_array(g.search_text, ' ')) w
            WHERE w <> ALL (ARRAY[lower(g.sccj), lower(m.name), lower(m.short_name), lower(coalesce(b.name, '')),
              lower(g.approval_no), lower(g.barcode)])), ' ') AS words
        FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id LEFT JOIN brands b ON b.id = g.brand_id
        WHERE g.id = t.sample_id
      ) r
      ON CONFLICT (term) DO UPDATE SET lower_term = excluded.lower_term, pinyin = excluded.pinyin,
        initials = excluded.initials, keys = excluded.keys, match_text = excluded.match_text, goods = excluded.goods,
        sales = excluded.sales, buyable = excluded.buyable, generic_name = excluded.generic_name,
        trade_name = excluded.trade_name, category_id = excluded.category_id, indications = excluded.indications
      -- A term whose row would not change is not rewritten: a bulk refresh (ERP push, import) then
      -- writes only the names it moved, not every row and its two GIN indexes.
      WHERE (search_terms.lower_term, search_terms.pinyin, search_terms.initials, search_terms.keys,
        search_terms.match_text, search_terms.goods, search_terms.sales, search_terms.buyable,
        search_terms.generic_name, search_terms.trade_name, search_terms.category_id, search_terms.indications)
        IS DISTINCT FROM (excluded.lower_term, excluded.pinyin, excluded.initials, excluded.keys,
        excluded.match_text, excluded.goods, excluded.sales, excluded.buyable, excluded.generic_name,
        excluded.trade_name, excluded.category_id, excluded.indications)
      RETURNING 1
    )
    DELETE FROM search_terms s WHERE ${scope} AND NOT EXISTS (SELECT 1 FROM t WHERE t.name = s.term)`);
}

const prefix = (t: string) => `${escapeLike(t)}%`;
const ASCII = /^[\x20-\x7e]+$/;

/** The term matching of search.sql.ts, over the dictionary's columns. */
function termMatch(t: string, fuzzy = false): SQL {
  if (fuzzy) return sql`${t} <% s.match_text`;
  const len = [...t].length;
  if (len <= 2 && (len === 1 || ASCII.test(t))) {
    // The dictionary is a few hundred rows: checking every key for a prefix is cheap.
    return sql`EXISTS (SELECT 1 FROM unnest(s.keys) k WHERE k LIKE ${prefix(t)})`;
  }
  if (len === 2) return sql`s.match_bigrams @> ARRAY[${t}]::text[]`;
  return sql`s.match_text LIKE ${`%${escapeLike(t)}%`}`;
}

function relatedTerms(k: Keyword): SQL | null {
  const r = k.related;
  if (!r) return null;
  const arms: SQL[] = [];
  const texts = (items: string[]) =>
    `{${items.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  if (r.categoryIds.length) arms.push(sql`s.category_id = ANY(${`{${r.categoryIds.join(',')}}`}::int[])`);
  if (r.generics.length) arms.push(sql`s.generic_name = ANY(${texts(r.generics)}::text[])`);
  if (r.phrases.length)
    arms.push(sql`s.indications LIKE ANY(${texts(r.phrases.map((p) => `%${escapeLike(p)}%`))}::text[])`);
  return arms.length ? sql`(${sql.join(arms, sql` OR `)})` : null;
}

const anyOf = (items: string[], one: (t: string) => SQL): SQL =>
  sql`(${sql.join(items.map(one), sql` OR `)})`;

/**
 * Display names matching a keyword, ranked as goods are (search.sql.ts relevanceOrder): buyable
 * first, then exact / prefix / contains, similarity of the name, popularity.
 */
/** Dictionary rows (alias s) whose name a keyword finds, by its letters or what it is related to. */
export function termsMatch(k: Keyword): SQL {
  const words = sql.join(
    k.words.map((alts) => anyOf(alts, (t) => termMatch(t, k.fuzzy))),
    sql` AND `,
  );
  // An indication or brand (search/related.ts) also suggests the names it stands for: 感冒 → 感冒灵颗粒, 新康泰克…
  const related = relatedTerms(k);
  return related ? sql`((${words}) OR ${related})` : words;
}

export async function suggestTerms(db: Db, k: Keyword, limit: number): Promise<string[]> {
  const match = termsMatch(k);
  const exact = sql`s.keys && ARRAY[${sql.join(
    k.terms.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  const starts = anyOf(
    k.terms,
    (t) => sql`EXISTS (SELECT 1 FROM unnest(s.keys) k WHERE k LIKE ${prefix(t)})`,
  );
  const sims = k.terms.map((t) =>
    k.fuzzy ? sql`word_similarity(${t}, s.match_text)` : sql`similarity(s.lower_term, ${t})`,
  );
  const sim = sims.length === 1 ? (sims[0] as SQL) : sql`greatest(${sql.join(sims, sql`, `)})`;
  const rows = await queryRows<{ term: string }>(
    db,
    sql`SELECT s.term FROM search_terms s WHERE ${match}
        ORDER BY s.buyable DESC, (CASE WHEN ${exact} THEN 0 WHEN ${starts} THEN 1 ELSE 2 END),
          ${sim} DESC, s.sales DESC, s.term
        LIMIT ${limit}`,
  );
  return rows.map((r) => r.term);
}
