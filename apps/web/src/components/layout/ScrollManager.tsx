import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

const KEY = 'ky_scroll';
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
})();

/**
 * Spec §2: the scroll position is remembered per route (keyed by pathname, so a list page and its
 * filters share one position) and restored on return; a route with scrollRestore=false is left
 * exactly where the page is (e.g. transit pages that immediately move on).
 */
export function ScrollManager({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation();

  // Layout effects: the listener of the old path is removed before the new path scrolls, so the
  // old path's position is never overwritten by the new page's scroll.
  useLayoutEffect(() => {
    if (!enabled) return;
    const save = () => {
      positions[pathname] = window.scrollY;
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      try {
        sessionStorage.setItem(KEY, JSON.stringify(positions));
      } catch {
        // private mode or quota: remembering scroll is a nicety, not worth an error
      }
    };
  }, [pathname, enabled]);

  useLayoutEffect(() => {
    if (!enabled) return;
    const y = positions[pathname] ?? 0;
    // The page may still be loading its data; try again once the next frames have laid it out.
    window.scrollTo(0, y);
    if (y > 0) {
      const t = setTimeout(() => window.scrollTo(0, y), 300);
      return () => clearTimeout(t);
    }
  }, [pathname, enabled]);

  return null;
}
