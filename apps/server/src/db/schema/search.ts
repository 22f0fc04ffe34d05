import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The suggestion dictionary: one row per distinct goods display name (439 names for 100k goods),
 * so the search box's per-keystroke suggestions match and rank a few hundred rows instead of the
 * goods table. Derived data: rebuilt by refreshSearchTerms (src/modules/goods/search-terms.ts),
 * which every catalogue write must call.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial('id').primaryKey(),
    /** The suggestion as shown: a goods display name. */
    term: text('term').notNull(),
    lowerTerm: text('lower_term').notNull(),
    pinyin: text('pinyin').notNull().default(''),
    initials: text('initials').notNull().default(''),
    /** Whole keys a buyer may type (lower name, generic names, trade names, pinyin, initials). */
    keys: text('keys').array().notNull(),
    /** What contains/trigram matching looks in: the keys, space separated. */
    matchText: text('match_text').notNull(),
    /** Same 2-character split as goods.search_bigrams, for 2-character Chinese terms. */
    matchBigrams: text('match_bigrams')
      .array()
      .generatedAlwaysAs(
        sql`string_to_array(regexp_replace(match_text, '(..)', '\\1 ', 'g') || ' ' || regexp_replace(substr(match_text, 2), '(..)', '\\1 ', 'g'), ' ')`,
      ),
    /** Sum of the goods' sales: popularity inside a tier. */
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
    /** How many goods carry this name: a keyword's estimated total past the cap sums these (issue 34). */
    goods: integer('goods').notNull().default(0),
    /** Some goods of this name is buyable and in stock; the rest sink. */
    buyable: boolean('buyable').notNull().default(false),
    /** The name's generic name, brand and category: a brand keyword finds its generic (美林 → 布洛芬混悬液). */
    genericName: text('generic_name').notNull().default(''),
    tradeName: text('trade_name').notNull().default(''),
    categoryId: integer('category_id'),
    /** 适应症 of the name's goods: indication phrases (感冒, 发热) are looked for here, not in a million rows. */
    indications: text('indications').notNull().default(''),
  },
  (t) => [
    uniqueIndex('search_terms_term_key').on(t.term),
    index('search_terms_lower_prefix').on(t.lowerTerm.op('text_pattern_ops')),
    index('search_terms_initials_prefix').on(t.initials.op('text_pattern_ops')),
    index('search_terms_pinyin_prefix').on(t.pinyin.op('text_pattern_ops')),
    index('search_terms_match_trgm').using('gin', t.matchText.op('gin_trgm_ops')),
    index('search_terms_match_bigram').using('gin', t.matchBigrams),
  ],
);

/**
 * What buyers type that names no goods by its letters (issue 34), edited in the back office:
 * - kind 'indication': an indication or category word (感冒, 退烧, 降压) and the ways buyers say it
 *   (aliases: 发烧, 高血压), mapped to categories, generic names and phrases of the 适应症 text;
 * - kind 'synonym': an old, colloquial or foreign name (扑热息痛, 伟哥, vc) and the names it means
 *   (generic_names); a keyword containing it is also searched with it replaced by each of them.
 * Words and aliases are lower-case, as keywords are. Read through modules/search/related.ts.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['indication', 'synonym'] }).notNull(),
    word: text('word').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    genericNames: text('generic_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Phrases looked for in 适应症 (goods.indications, through search_terms). */
    indicationTerms: text('indication_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_synonyms_word_key').on(t.word)],
);

/**
 * One row per buyer search of the goods list (page 1 only, so paging is not counted twice), with
 * how many goods it found: the zero-result report (modules/search/report) reads it. Written after
 * the answer, outside the request's transaction; a lost row costs a count, never a search.
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword').notNull(),
    userId: integer('user_id').references(() => users.id),
    results: integer('results').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_log_created_idx').on(t.createdAt),
    index('search_log_keyword_idx').on(t.keyword, t.createdAt),
  ],
);
