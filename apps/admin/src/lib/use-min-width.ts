import { useEffect, useState } from 'react';

/**
 * Whether the window is at least `px` wide, kept up to date: a queue table shows its less needed
 * columns (收货地区, 积分) only where they fit beside the rest without scrolling sideways (1440 px),
 * and leaves them out at 1280 px.
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const onChange = () => setMatches(mq.matches);
    onChange();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** Where the optional columns come back: 1440 px screens, not 1280 px ones. */
export const WIDE_SCREEN = 1400;
