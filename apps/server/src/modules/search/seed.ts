import type { Tx } from '../../db/client';
import { categories, searchSynonyms } from '../../db/schema/index';
import { EXTRA_SYNONYMS, GROUP_SYNONYMS, INDICATIONS } from '../../db/seed/fixtures/search-synonyms';

/** Writes the search dictionary of the demo (fixtures/search-synonyms.ts); needs the categories. */
export async function seedSearchDictionary(tx: Tx): Promise<Record<string, number>> {
  const cats = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const idOf = new Map(cats.map((c) => [c.name, c.id]));
  const rows: (typeof searchSynonyms.$inferInsert)[] = [
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
  await tx.insert(searchSynonyms).values(rows);
  return { searchSynonyms: rows.length };
}
