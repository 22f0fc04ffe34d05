import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { categories, searchSynonyms } from '../../db/schema/index';

/** A dictionary entry as the storefront applies it, its categories widened to their sub-categories. */
export interface DictionaryRow {
  kind: 'indication' | 'synonym';
  word: string;
  aliases: string[];
  category_ids: number[];
  generic_names: string[];
  indication_terms: string[];
}

/** The enabled entries of the search dictionary (related.ts loadDictionary). */
export function dictionaryRows(db: Db): Promise<DictionaryRow[]> {
  return queryRows<DictionaryRow>(
    db,
    sql`SELECT s.kind, s.word, s.aliases, s.generic_names, s.indication_terms,
          ARRAY(
            WITH RECURSIVE tree(id) AS (
              SELECT c.id FROM categories c WHERE c.id = ANY(s.category_ids)
              UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
            ) SELECT id FROM tree ORDER BY id
          ) AS category_ids
        FROM search_synonyms s WHERE s.enabled ORDER BY s.id`,
  );
}

/** Each brand (trade name) of the suggestion dictionary with its generic names. */
export function brandGenericRows(db: Db): Promise<{ t: string; g: string[] }[]> {
  return queryRows<{ t: string; g: string[] }>(
    db,
    sql`SELECT s.trade_name AS t, array_agg(DISTINCT s.generic_name ORDER BY s.generic_name) AS g
        FROM search_terms s WHERE s.trade_name <> '' AND s.generic_name <> '' GROUP BY s.trade_name`,
  );
}

/** One row of the search log (search-log.ts decides what is logged and swallows a failure). */
export function insertSearchLog(db: Db, keyword: string, userId: number | null, results: number) {
  return db.execute(
    sql`INSERT INTO search_log (keyword, user_id, results) VALUES (${keyword}, ${userId}, ${results})`,
  );
}

/** Category ids and names, for the demo dictionary's category names (seed.ts). */
export function categoryNames(tx: Tx): Promise<{ id: number; name: string }[]> {
  return tx.select({ id: categories.id, name: categories.name }).from(categories);
}

export type SearchWordInsert = typeof searchSynonyms.$inferInsert;

export async function insertSearchWords(tx: Tx, rows: SearchWordInsert[]): Promise<void> {
  await tx.insert(searchSynonyms).values(rows);
}
