import type { Tx } from '../../db/client';
import { EXTRA_SYNONYMS, GROUP_SYNONYMS, INDICATIONS } from '../../db/seed/fixtures/search-synonyms';
import { categoryNames, insertSearchWords, type SearchWordInsert } from './search.repo';

/** Writes the search dictionary of the demo (fixtures/search-synonyms.ts); needs the categories. */
export async function seedSearchDictionary(tx: Tx): Promise<Record<string, number>> {
  const cats = await categoryNames(tx);
  const idOf = new Map(cats.map((c) => [c.name, c.id]));
  const rows: SearchWordInsert[] = [
    ...INDICATIONS.map((d) => ({
      kind: 'indication' as const,
      word: d.word,
      aliases: d.aliases ?? [],
      categoryIds: d.categories.map((name) => {
        const id = idOf.get(name);
        if (id === undefined) throw new Error(`seed data: unknown category "${name}"`);
        return id;
      }),
      genericNames: d.generics ?? [],
      indicationTerms: d.phrases ?? [],
      note: d.note ?? '',
    })),
    ...[...GROUP_SYNONYMS, ...EXTRA_SYNONYMS].map((s) => ({
      kind: 'synonym' as const,
      word: s.word,
      aliases: s.aliases ?? [],
      genericNames: s.generics,
    })),
  ];
  await insertSearchWords(tx, rows);
  return { searchSynonyms: rows.length };
}
