import type { StockNow } from './stock';

/** Answers kept per page and stock read; past this (odd query values) the page's set starts over. */
const VARIANTS = 32;

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
