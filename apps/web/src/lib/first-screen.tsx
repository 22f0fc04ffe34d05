import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The first screen the server put into index.html on /, /search and /list/info/:id
 * (apps/server/src/modules/first-screen): the goods photo and name, the results' first row, the top
 * banner and the carousel's first slide, painted with the HTML. React clears #root on its first render, so they are read here, at
 * import (the entry chunk, before that render), and drawn again in place of the page's loading state
 * until the page's own content arrives: the buyer sees them from the first paint to the real page,
 * with no spinner between. Only on the URL they were made for.
 */
// main and top are #root's children; banner sits inside main (the home carousel's first slide).
type Slot = 'main' | 'top' | 'banner';

const initialUrl = typeof location === 'undefined' ? '' : location.pathname + location.search;
const markup = (slot: Slot) =>
  typeof document === 'undefined'
    ? null
    : (document.querySelector(`#root [data-first-screen="${slot}"]`)?.outerHTML ?? null);
const captured: Record<Slot, string | null> = {
  main: markup('main'),
  top: markup('top'),
  banner: markup('banner'),
};

/** The server's first screen for `slot` while on the URL it was made for, else `fallback`. */
export function FirstScreen({ slot, fallback }: { slot: Slot; fallback: ReactNode }) {
  const { pathname, search } = useLocation();
  const html = pathname + search === initialUrl ? captured[slot] : null;
  // Markup the server escaped (first-screen.markup.ts); drawn as it came, inside a box of no style.
  return html ? <div className="ky-first-screen" dangerouslySetInnerHTML={{ __html: html }} /> : fallback;
}
