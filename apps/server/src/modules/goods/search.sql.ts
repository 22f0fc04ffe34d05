import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/query';
import type { Keyword, Related } from './keyword';
import { NEAR_EXPIRY_DAYS } from './list-filters.sql';

export type { Keyword, Related } from './keyword';

/**
 * How a keyword becomes SQL. Each term picks the index that can serve it (measured on 100k goods,
 * see bench/): 1 character → btree prefix on name/generic name/initials; 2 ASCII letters → btree
 * prefix on initials/pinyin/name (buyers type initials: gm); 2 characters otherwise → the bigram
 * GIN array (感冒); 3+ → pg_trgm GIN on search_text (LIKE '%...%').
 */
const prefix = (t: string) => `${escapeLike(t)}%`;
const ASCII = /^[\x20-\x7e]+$/;

function termMatch(t: string, fuzzy = false): SQL {
  // <% is served by the same trigram GIN index; word similarity forgives gmlj for gmlkl.
  if (fuzzy) return sql`${t} <% g.search_text`;
  const len = [...t].length;
  if (len === 1) {
    return sql`(lower(g.name) LIKE ${prefix(t)} OR g.generic_name LIKE ${prefix(t)} OR g.initials LIKE ${prefix(t)})`;
  }
  if (len === 2 && ASCII.test(t)) {
    return sql`(g.initials LIKE ${prefix(t)} OR g.pinyin LIKE ${prefix(t)} OR lower(g.name) LIKE ${prefix(t)})`;
  }
  if (len === 2) return sql`g.search_bigrams @> ARRAY[${t}]::text[]`;
  return sql`g.search_text LIKE ${`%${escapeLike(t)}%`}`;
}

const textArray = (items: readonly string[]) =>
  sql`ARRAY[${sql.join(
    items.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

/**
 * The lowered name, trade name and 批准文号 the ranking compares with: computed in place over goods g,
 * or read from the columns a range merge computed once per row (search-paths.repo.ts RANGE_COLUMNS),
 * where the ranking's CASE and similarity would otherwise lower the same name five or six times.
 */
export interface Lowered {
  name: SQL;
  trade: SQL;
  approval: SQL;
}
const RAW: Lowered = {
  name: sql`lower(g.name)`,
  trade: sql`lower(g.trade_name)`,
  approval: sql`lower(g.approval_no)`,
};
export const MERGED: Lowered = { name: sql`g.lname`, trade: sql`g.ltrade`, approval: sql`g.lapproval` };

/**
 * Goods of the related categories, generic names or 适应症 phrases. Every arm is an index lookup
 * (category, generic name, lower(name) from the small dictionary), so an indication costs what a
 * name does.
 */
export function relatedMatch(r: Related | undefined, lname: SQL = RAW.name): SQL | null {
  if (!r) return null;
  const arms: SQL[] = [];
  if (r.categoryIds.length)
    arms.push(
      sql`g.category_id = ANY(${sql`ARRAY[${sql.join(
        r.categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`})`,
    );
  if (r.generics.length) arms.push(sql`g.generic_name = ANY(${textArray(r.generics)})`);
  if (r.phraseNames) {
    if (r.phraseNames.length) arms.push(sql`${lname} = ANY(${textArray(r.phraseNames)})`);
  } else if (r.phrases.length) {
    const likes = textArray(r.phrases.map((p) => `%${escapeLike(p)}%`));
    arms.push(
      sql`${lname} IN (SELECT s.lower_term FROM search_terms s WHERE s.indications LIKE ANY(${likes}))`,
    );
  }
  return arms.length ? sql`(${sql.join(arms, sql` OR `)})` : null;
}

/** Goods matching any term (type 1: drug name, pinyin, initials, approval number, barcode, maker). */
export const goodsMatch = (k: Keyword): SQL => {
  const related = relatedMatch(k.related);
  const words = wordsMatch(k);
  return related ? sql`(${words} OR ${related})` : words;
};

/**
 * Every word must match one of its readings. Next to another word, two letters may also stand
 * inside a name (lh试纸 → 排卵（LH）检测试纸), looked up in the bigram index; alone they stay a
 * prefix of initials, or gm would find every name whose pinyin holds "gm".
 */
const wordsMatch = (k: Keyword): SQL =>
  sql`(${sql.join(
    k.words.map(
      (alts) =>
        sql`(${sql.join(
          alts.flatMap((t) => {
            const inside = k.words.length > 1 && !k.fuzzy && t.length === 2 && ASCII.test(t);
            return inside
              ? [termMatch(t), sql`g.search_bigrams @> ARRAY[${t}]::text[]`]
              : [termMatch(t, k.fuzzy)];
          }),
          sql` OR `,
        )})`,
    ),
    sql` AND `,
  )})`;

/** Manufacturers a keyword names (type 2). The table is small, so plain scans are fine. */
export function manufacturerMatch(k: Keyword, alias = 'm'): SQL {
  const a = sql.raw(alias);
  const like = `%${escapeLike(k.text)}%`;
  return sql`(lower(${a}.name) LIKE ${like} OR lower(${a}.short_name) LIKE ${like} OR ${a}.initials LIKE ${prefix(k.text)} OR ${a}.pinyin LIKE ${prefix(k.text)})`;
}

/**
 * How well a goods answers the keyword as typed, 0 best (issue 34: brand and exact name first, then
 * generic name, then synonyms, then maker and indication):
 * 0 the name, brand (trade name), 批准文号 or barcode is the keyword, or the keyword is the generic
 *   name and the name is only that generic name under the maker's brand (澳诺 葡萄糖酸钙锌口服溶液
 *   for 葡萄糖酸钙锌口服溶液: the same product as a plain-named pack, so its maker takes its turn
 *   among the drug's makers by sales instead of waiting behind every plain-named pack);
 * 1 the generic name or the name's full pinyin/initials is the keyword, or the name starts with it
 *   (a brand-led name: 美林 布洛芬混悬液);
 * 2 a generic name, trade name or pinyin key starts with it, the name contains it, or the goods is
 *   the brand's own generic drug by another maker;
 * 3 a synonym of a brand keyword names it (芬必得 → 布洛芬片: after the brand's own generic drug);
 *   a synonym of any other keyword is another name for what was typed and ranks as 1 (氨糖 →
 *   硫酸氨基葡萄糖胶囊 with 氨糖软骨素钙片, whose name merely starts with the word's letters);
 * 4 anything else that matched: maker, indication, 适应症, typo.
 * An indication word (消炎, 退烧): a goods it reaches only by the letters of its name (消炎利胆片)
 * is 3, after the indication's own goods.
 */
export function matchTier(k: Keyword, c: Lowered = RAW): SQL {
  const t = k.text;
  const p = prefix(t);
  const contains = `%${escapeLike(t)}%`;
  const synonyms = k.terms.slice(1);
  const brandGenerics = k.related?.brandGenerics ?? [];
  const tier2: SQL[] = [
    sql`g.generic_name LIKE ${p}`,
    sql`${c.trade} LIKE ${p}`,
    sql`g.initials LIKE ${p}`,
    sql`g.pinyin LIKE ${p}`,
    sql`${c.name} LIKE ${contains}`,
  ];
  if (brandGenerics.length) tier2.push(sql`g.generic_name = ANY(${textArray(brandGenerics)})`);
  // An indication word means its goods as much as a name containing it (消炎 → antibiotics too).
  const related = relatedMatch(k.related, c.name);
  if (related) tier2.push(related);
  // An indication word's own goods are its categories and listed drugs; a goods whose 适应症 merely
  // mentions it (酚麻美敏片 for 咳嗽) or whose name holds its letters (消炎利胆片) comes after them.
  const listed = k.related
    ? (relatedMatch({ ...k.related, phrases: [], phraseNames: [] }, c.name) ?? related)
    : related;
  const tier3 = synonyms.map(
    (s) => sql`(${c.name} LIKE ${`%${escapeLike(s)}%`} OR g.generic_name LIKE ${`%${escapeLike(s)}%`})`,
  );
  return sql`(CASE
    WHEN ${c.name} = ${t} OR ${c.trade} = ${t} OR ${c.approval} = ${t} OR g.barcode = ${t} THEN 0
    WHEN g.generic_name = ${t} AND ${c.name} = ${c.trade} || ' ' || ${t} THEN 0
    ${k.related?.indication && listed ? sql`WHEN NOT ${listed} THEN 3` : sql``}
    WHEN g.generic_name = ${t} OR g.pinyin = ${t} OR g.initials = ${t} OR ${c.name} LIKE ${p} THEN 1
    ${tier3.length && !brandGenerics.length ? sql`WHEN ${sql.join(tier3, sql` OR `)} THEN 1` : sql``}
    WHEN ${sql.join(tier2, sql` OR `)} THEN 2
    ${tier3.length && brandGenerics.length ? sql`WHEN ${sql.join(tier3, sql` OR `)} THEN 3` : sql``}
    ELSE 4 END)`;
}

/** Relevance inside a tier: trigram similarity of the name (short, so cheap) to the best term. */
export function similarityOf(k: Keyword, c: Lowered = RAW): SQL {
  const sims = k.terms.map((t) =>
    k.fuzzy ? sql`word_similarity(${t}, g.search_text)` : sql`similarity(${c.name}, ${t})`,
  );
  return sims.length === 1 ? (sims[0] as SQL) : sql`greatest(${sql.join(sims, sql`, `)})`;
}

/**
 * Sellable goods first: a buyer cannot act on the rest (spec: is_buy false or no stock sinks). The
 * stored column (schema/catalog.ts), not its expression: the sort-order indexes are built on it.
 */
export const sellable = sql`g.sellable`;

/** The same tiers without the per-row subquery and window, for unbounded reads (quick buy, suggestions). */
export const relevanceOrder = (k: Keyword): SQL =>
  sql`${sellable} DESC, ${matchTier(k)}, ${similarityOf(k)} DESC, g.sales DESC, g.id`;

/**
 * What the ranking of a bounded candidate set needs of each goods (search-rank.repo.ts, issue 34),
 * computed in the same read that finds the candidates, so no second statement reads them again:
 * sellable, the tier, the trigram similarity of the name (the app sets it to 0 in tier 4, where the
 * name's letters say nothing, unless the keyword is read as a typo: see zeroSimilarity; a CASE here
 * evaluated the tier a second time for every row), whether the generic name is one of an
 * indication's drugs of choice (退烧: 布洛芬混悬液, 对乙酰氨基酚片 …), its 近效期, and what rounds are
 * made of (the drug and its maker). PostgreSQL evaluates these only for the rows the bounded read
 * returns; `c` names the lowered columns a range merge computed once per row (MERGED).
 */
export function rankColumns(k: Keyword, c: Lowered = RAW): SQL {
  const preferred = k.related?.preferred ?? [];
  // In the order the dictionary lists them (its drugs of choice first), after them the rest.
  const pref = preferred.length
    ? sql`coalesce(array_position(${textArray(preferred)}, g.generic_name), ${preferred.length + 1})`
    : sql`0`;
  // 近效期 from the goods row (goods.soonest_expiry, kept by the lots' triggers): no lots probe.
  const near = sql`coalesce(g.soonest_expiry < current_date + ${NEAR_EXPIRY_DAYS}::int, false)`;
  return sql`${sellable} AS ok, g.sales, g.generic_name, g.manufacturer_id, ${matchTier(k, c)} AS tier, (${similarityOf(k, c)})::float8 AS sim, ${pref}::int AS pref, ${near} AS near`;
}

/** Tier 4 (maker, 适应症) ranks by sales, not by the letters of the name, unless the keyword is a typo. */
export function zeroSimilarity<R extends { tier: number; sim: number }>(k: Keyword, rows: R[]): R[] {
  if (!k.fuzzy) for (const r of rows) if (r.tier === 4) r.sim = 0;
  return rows;
}
