import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The first screen the server put into index.html on /, /search and /list/info/:id
 * (apps/server/src/modules/first-screen): the goods photo and name, the results' first row, the top
 * banner and the carousel's first slide, the login page's ad, painted with the HTML. React clears #root on its first render, so they are read here, at
 * import (the entry chunk, before that render), and drawn again in place of the page's loading state
 * until the page's own content arrives: the buyer sees them from the first paint to the real page,
 * with no spinner between. Only on the URL they were made for.
 */
// main and top are #root's children; banner (the home carousel's first slide) and pitch (the login
// page's ad) sit inside main.
type Slot = 'main' | 'top' | 'banner' | 'pitch';

const initialUrl = typeof location === 'undefined' ? '' : location.pathname + location.search;
// The URL a screen is drawn on: the page's own, or the one its data-url names (the login page a
// visitor's /cart is sent on to).
const screenUrl = (el: Element | null) => el?.closest('[data-url]')?.getAttribute('data-url') ?? initialUrl;
const capture = (slot: Slot) => {
  const el =
    typeof document === 'undefined' ? null : document.querySelector(`#root [data-first-screen="${slot}"]`);
  return el ? { html: el.outerHTML, url: screenUrl(el) } : null;
};
const captured: Record<Slot, { html: string; url: string } | null> = {
  main: capture('main'),
  top: capture('top'),
  banner: capture('banner'),
  pitch: capture('pitch'),
};

/** The server's first screen for `slot` while on the URL it was made for, else `fallback`. */
export function FirstScreen({ slot, fallback }: { slot: Slot; fallback: ReactNode }) {
  const { pathname, search } = useLocation();
  const screen = captured[slot];
  const html = screen && pathname + search === screen.url ? screen.html : null;
  // Markup the server escaped (first-screen.markup.ts); drawn as it came, inside a box of no style.
  return html ? <div className="ky-first-screen" dangerouslySetInnerHTML={{ __html: html }} /> : fallback;
}
