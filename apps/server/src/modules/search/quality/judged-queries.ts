import type { JudgedQuery } from './ndcg';
import { JUDGED_GENERIC_WESTERN } from './judged/generic-western';
import { JUDGED_GENERIC_TCM } from './judged/generic-tcm';
import { JUDGED_BRANDS } from './judged/brands';
import { JUDGED_MAKERS_PINYIN } from './judged/makers-pinyin';
import { JUDGED_CODES } from './judged/codes';
import { JUDGED_WORDS } from './judged/words';

/**
 * The judged query set of issue 34: what a pharmacist types and what they expect to see, on the
 * seeded demo catalogue (`npm run db:seed`, 3,000 goods). `first` is the goods that must lead;
 * `top10` the goods that must appear on the first page. Generic names, brands, makers, pinyin,
 * initials, 批准文号 and barcodes were listed from the seed's product fixtures (each brand is the
 * trade name its maker really sells; each code is the goods' own); indications, synonyms, typos and
 * mixed queries were written by hand. Judgements name goods by name / generic name / maker 简称 /
 * category, never by id, and were made from what the goods are, not from what search returned.
 */
export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  ...JUDGED_GENERIC_WESTERN,
  ...JUDGED_GENERIC_TCM,
  ...JUDGED_BRANDS,
  ...JUDGED_MAKERS_PINYIN,
  ...JUDGED_CODES,
  ...JUDGED_WORDS,
];
