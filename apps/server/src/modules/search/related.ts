import type { Db } from '../../db/client';
import { parseKeyword, type Keyword, type Related } from '../goods/keyword';
import type { SynonymGroups } from '../goods/synonyms';
import { brandGenericRows, dictionaryRows } from './search.repo';

/**
 * The search dictionary operators edit (table search_synonyms): synonym groups, and indication
 * words with their categories (each with its sub-categories), generic names and 适应症 phrases.
 * Small (a few hundred rows): read once per catalogue version (the table is a catalogue table, so
 * an edit drops it on every instance) and applied in memory.
 */
export interface SearchDictionary {
  groups: SynonymGroups;
  indications: Map<string, Omit<Related, 'brandGenerics'>>;
  /** Brand (lower-case trade name) → its generic names, from the suggestion dictionary. */
  brands: Map<string, string[]>;
}

export async function loadDictionary(db: Db): Promise<SearchDictionary> {
  const rows = await dictionaryRows(db);
  const brandRows = await brandGenericRows(db);
  const brands = new Map(brandRows.map((r) => [r.t, r.g.slice(0, 10)]));
  const groups: string[][] = [];
  const indications = new Map<string, Omit<Related, 'brandGenerics'>>();
  for (const r of rows) {
    if (r.kind === 'synonym') {
      groups.push([...new Set([r.word, ...r.aliases, ...r.generic_names.map((g) => g.toLowerCase())])]);
      continue;
    }
    const related = { categoryIds: r.category_ids, generics: r.generic_names, phrases: r.indication_terms };
    for (const w of [r.word, ...r.aliases]) indications.set(w, related);
  }
  return { groups, indications, brands };
}

/**
 * The ways a buyer wraps an indication word: 感冒药, 治感冒的药, 降压类药物 → 感冒, 感冒, 降压.
 * The keyword itself is tried first, so an entry may name 胃药 whole.
 */
export function indicationStems(text: string): string[] {
  const stem = text
    .replace(/^(治疗|治|缓解|用于)/, '')
    .replace(/(的药物|的药品|的药|类药物|类药|药物|药品|药)$/, '');
  return stem && stem !== text ? [text, stem] : [text];
}

/** A keyword as the storefront searches it: synonyms from the table, then what it is related to. */
export function interpretKeyword(raw: string | undefined, dict: SearchDictionary): Keyword | null {
  const k = parseKeyword(raw, dict.groups);
  if (!k) return null;
  const hit = indicationStems(k.text)
    .map((s) => dict.indications.get(s))
    .find((r) => r !== undefined);
  // A brand keyword also finds its generic drug by other makers (美林 → 布洛芬混悬液).
  const brand = dict.brands.get(k.text) ?? [];
  if (!hit && brand.length === 0) return k;
  const related: Related = {
    categoryIds: hit?.categoryIds ?? [],
    generics: [...new Set([...(hit?.generics ?? []), ...brand])],
    phrases: hit?.phrases ?? [],
    brandGenerics: brand,
    indication: hit !== undefined,
    preferred: hit?.generics ?? [],
  };
  return { ...k, related };
}
