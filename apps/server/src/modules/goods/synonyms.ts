/**
 * Old, trade and colloquial names buyers type for a generic drug (扑热息痛 is what pharmacists still
 * say for 对乙酰氨基酚). The storefront search reads the groups operators edit (table
 * search_synonyms, seeded from these and modules/search/seed-synonyms.ts); these are the default
 * for the back office's goods search and quick buy. Each group is symmetric; members are lower-case.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['对乙酰氨基酚', '扑热息痛', '泰诺林', '必理通', '百服宁'],
  ['吲哚美辛', '消炎痛'],
  ['硝苯地平', '心痛定'],
  ['头孢', '先锋霉素'],
  ['维生素c', '维c', 'vc'],
  ['阿司咪唑', '息斯敏'],
  ['氯雷他定', '开瑞坦'],
  ['布洛芬', '芬必得', '美林'],
  ['阿莫西林', '阿莫仙'],
  ['西替利嗪', '仙特明'],
  ['甲硝唑', '灭滴灵'],
  ['乙酰水杨酸', '阿司匹林'],
  ['诺氟沙星', '氟哌酸'],
  ['小檗碱', '黄连素'],
];

export type SynonymGroups = readonly (readonly string[])[];

type Members = { word: string; group: readonly string[] }[];
const membersOf = new WeakMap<SynonymGroups, Members>();

/** Longest member first, so 维生素c is replaced before its substring 维c could be. */
function members(groups: SynonymGroups): Members {
  let m = membersOf.get(groups);
  if (!m) {
    m = groups
      .flatMap((group) => group.map((word) => ({ word, group })))
      .sort((a, b) => b.word.length - a.word.length);
    membersOf.set(groups, m);
  }
  return m;
}

export const MAX_TERMS = 6;

/**
 * The keyword plus each rewrite of its first synonym member into the other members of that group
 * ('扑热息痛片' → '对乙酰氨基酚片', '泰诺林片', ...). Terms shorter than 2 characters are dropped
 * (vc → 维生素c is kept; the reverse 维生素c → vc is fine too as it has 2 characters).
 */
export function expandSynonyms(keyword: string, groups: SynonymGroups = SYNONYM_GROUPS): string[] {
  const terms = [keyword];
  const hit = members(groups).find((m) => keyword.includes(m.word));
  if (hit) {
    for (const other of hit.group) {
      if (other === hit.word) continue;
      const term = keyword.replace(hit.word, other);
      if (term.length >= 2 && !terms.includes(term)) terms.push(term);
    }
  }
  return terms.slice(0, MAX_TERMS);
}
