import { sql, type SQL } from 'drizzle-orm';
import { expandSynonyms } from './synonyms';

/**
 * How a keyword becomes SQL. Each term picks the index that can serve it (measured on 100k goods,
 * see bench/): 1 character → btree prefix on name/generic name/initials; 2 ASCII letters → btree
 * prefix on initials/pinyin/name (buyers type initials: gm); 2 characters otherwise → the bigram
 * GIN array (感冒); 3+ → pg_trgm GIN on search_text (LIKE '%...%').
 */
export interface Keyword {
  /** Trimmed and lower-cased, as search_text is. */
  text: string;
  /** The whole keyword and its synonym rewrites: what ranking compares names with. */
  terms: string[];
  /** Per space-separated word, the word and its synonyms: every word must match one of them. */
  words: string[][];
  /** Typo-tolerant: pg_trgm word similarity instead of substrings (used when nothing matched). */
  fuzzy?: boolean;
}

const MAX_WORDS = 4;

export function parseKeyword(raw: string | undefined): Keyword | null {
  const text = (raw ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return null;
  const split = text.split(' ').slice(0, MAX_WORDS);
  const words = split.length > 1 ? split.map(expandSynonyms) : [expandSynonyms(text)];
  return { text, terms: expandSynonyms(text), words };
}

/**
 * What to try when a keyword matches nothing: first split where letters/digits meet Chinese
 * (999感冒灵 → 999 + 感冒灵, as names are stored "999 感冒灵颗粒"), then typo-tolerant similarity.
 */
export function fallbacks(k: Keyword): Keyword[] {
  const out: Keyword[] = [];
  const split = k.text.replace(/([a-z0-9])(?=\p{Script=Han})|(\p{Script=Han})(?=[a-z0-9])/gu, '$1$2 ');
  if (split !== k.text) {
    const parsed = parseKeyword(split);
    if (parsed) out.push(parsed);
  }
  if ([...k.text.replace(/\s/g, '')].length >= 3) out.push({ ...k, fuzzy: true });
  return out;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
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

/** Goods matching any term (type 1: drug name, pinyin, initials, approval number, barcode, maker). */
export const goodsMatch = (k: Keyword): SQL =>
  sql`(${sql.join(
    k.words.map(
      (alts) =>
        sql`(${sql.join(
          alts.map((t) => termMatch(t, k.fuzzy)),
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

const anyTerm = (k: Keyword, one: (t: string) => SQL): SQL => sql`(${sql.join(k.terms.map(one), sql` OR `)})`;

/**
 * 0 exact, 1 prefix, 2 contains. Exact covers every key a buyer may paste whole (approval number,
 * barcode, initials, full pinyin); prefix covers names and the pinyin keys.
 */
export function matchTier(k: Keyword): SQL {
  const exact = anyTerm(
    k,
    (t) =>
      sql`(lower(g.name) = ${t} OR g.generic_name = ${t} OR lower(g.trade_name) = ${t} OR g.initials = ${t} OR g.pinyin = ${t} OR lower(g.approval_no) = ${t} OR g.barcode = ${t})`,
  );
  const starts = anyTerm(k, (t) => {
    const p = prefix(t);
    return sql`(lower(g.name) LIKE ${p} OR g.generic_name LIKE ${p} OR lower(g.trade_name) LIKE ${p} OR g.initials LIKE ${p} OR g.pinyin LIKE ${p})`;
  });
  return sql`(CASE WHEN ${exact} THEN 0 WHEN ${starts} THEN 1 ELSE 2 END)`;
}

/** Relevance inside a tier: trigram similarity of the name (short, so cheap) to the best term. */
export function similarityOf(k: Keyword): SQL {
  const sims = k.terms.map((t) =>
    k.fuzzy ? sql`word_similarity(${t}, g.search_text)` : sql`similarity(lower(g.name), ${t})`,
  );
  return sims.length === 1 ? (sims[0] as SQL) : sql`greatest(${sql.join(sims, sql`, `)})`;
}

/** Sellable goods first: a buyer cannot act on the rest (spec: is_buy false or no stock sinks). */
export const sellable = sql`(g.is_buy AND g.stock > 0)`;

export const relevanceOrder = (k: Keyword): SQL =>
  sql`${sellable} DESC, ${matchTier(k)}, ${similarityOf(k)} DESC, g.sales DESC, g.id`;
