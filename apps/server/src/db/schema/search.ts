import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Some goods of this name is buyable and in stock; the rest sink. */
    buyable: boolean('buyable').notNull().default(false),
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
