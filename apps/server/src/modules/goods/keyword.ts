import { pinyinKeys } from '../../lib/pinyin';
import { expandSynonyms, SYNONYM_GROUPS, type SynonymGroups } from './synonyms';

/** A buyer's keyword as parsed for search; search.sql.ts turns it into SQL. */
export interface Keyword {
  /** Trimmed and lower-cased, as search_text is. */
  text: string;
  /** The whole keyword and its synonym rewrites: what ranking compares names with. */
  terms: string[];
  /** Per space-separated word, the word and its synonyms: every word must match one of them. */
  words: string[][];
  /** Typo-tolerant: pg_trgm word similarity instead of substrings (used when nothing matched). */
  fuzzy?: boolean;
  /** What the keyword means beyond its letters (search/related.ts): an indication, a brand. */
  related?: Related;
}

/**
 * Goods a keyword names without spelling them: the indication table's categories, generic names
 * and 适应症 phrases (感冒药 → 感冒用药), and the generic names of a brand (美林 → 布洛芬混悬液).
 */
export interface Related {
  categoryIds: number[];
  generics: string[];
  /** Phrases looked for in the dictionary's 适应症 text (search_terms.indications). */
  phrases: string[];
  /** Generic names of the brand the keyword is (ranked above indication matches). */
  brandGenerics: string[];
  /**
   * The keyword is an indication word: goods it reaches only by their letters rank after the
   * indication's own (消炎 → antibiotics before 消炎利胆片, a gallbladder medicine).
   */
  indication?: boolean;
  /** The indication's listed generic names, its drugs of choice: first in each round of its goods. */
  preferred?: string[];
  /**
   * The display names whose 适应症 hold one of `phrases`, once looked up (search-paths.repo.ts), so
   * a statement of forty index ranges does not look them up again in each.
   */
  phraseNames?: string[];
}

const MAX_WORDS = 4;

export function parseKeyword(
  raw: string | undefined,
  groups: SynonymGroups = SYNONYM_GROUPS,
): Keyword | null {
  const text = (raw ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return null;
  const split = text.split(' ').slice(0, MAX_WORDS);
  const expand = (w: string) => expandSynonyms(w, groups);
  const words = split.length > 1 ? split.map(expand) : [expand(text)];
  return { text, terms: expand(text), words };
}

/**
 * What to try when a keyword matches nothing: first split where letters/digits meet Chinese
 * (999感冒灵 → 999 + 感冒灵, as names are stored "999 感冒灵颗粒"), then typo-tolerant similarity.
 */
export function fallbacks(k: Keyword, groups: SynonymGroups = SYNONYM_GROUPS): Keyword[] {
  const out: Keyword[] = [];
  const split = k.text.replace(/([a-z0-9])(?=\p{Script=Han})|(\p{Script=Han})(?=[a-z0-9])/gu, '$1$2 ');
  if (split !== k.text) {
    const parsed = parseKeyword(split, groups);
    if (parsed) out.push({ ...parsed, related: k.related });
  }
  // A typo of the pinyin input method is a homophone (布络芬, 二甲双瓜, 连花清温): read it as the
  // pinyin it was typed as, which search_text holds for every name and generic name.
  if (/\p{Script=Han}/u.test(k.text)) {
    const spoken = pinyinKeys(k.text.replace(/\s/g, '')).pinyin;
    if (spoken.length >= 4)
      out.push({ text: spoken, terms: [spoken], words: [[spoken]], related: k.related });
  }
  if ([...k.text.replace(/\s/g, '')].length >= 3) out.push({ ...k, fuzzy: true });
  return out;
}
