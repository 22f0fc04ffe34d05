import type { StockNow } from './stock';

/**
 * Answers kept per page and stock read; past this (odd query values, many 控销 buyer profiles on one
 * page) the page's set starts over, which costs what every request cost before answers were kept.
 * It bounds memory: at the caches' sizes (1,000 list pages, 5,000 details) and ~27 KB per list
 * answer with its br and gzip bytes (~7 KB per detail), at most ~0.5 GB per process.
 */
const VARIANTS = 8;

/**
 * Finished answers of one cached page, by variant (what the answer depends on besides the page and
 * its stock: whether prices show, why this viewer may not buy, …), while its stock read is the same
 * object: a new read means the stock moved, a new page a catalogue change. A warm answer is then
 * made, and through lib/reply okKept written, once rather than on every request. Answers are frozen:
 * every request of the variant gets the same object.
 */
export function keptAnswers<Page extends object, Answer extends object>() {
  const kept = new WeakMap<Page, { now: Map<number, StockNow>; byVariant: Map<string, Answer> }>();
  return (page: Page, now: Map<number, StockNow>, variant: string, make: () => Answer): Answer => {
    let set = kept.get(page);
    if (!set || set.now !== now) {
      set = { now, byVariant: new Map() };
      kept.set(page, set);
    }
    let answer = set.byVariant.get(variant);
    if (!answer) {
      if (set.byVariant.size >= VARIANTS) set.byVariant.clear();
      answer = Object.freeze(make());
      set.byVariant.set(variant, answer);
    }
    return answer;
  };
}
