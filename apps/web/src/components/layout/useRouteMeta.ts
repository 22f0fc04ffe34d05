import { useMatches } from 'react-router';
import { metaOf, type RouteMeta } from '../../app/route-types';

const isMeta = (h: unknown): h is RouteMeta =>
  typeof h === 'object' && h !== null && typeof (h as { title?: unknown }).title === 'string';

const FALLBACK: RouteMeta = metaOf({ path: '', title: '康源医药网', page: () => null });

/** Flags of the deepest matched entry: a child page decides its own header, title and scroll. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isMeta(handle)) return handle;
  }
  return FALLBACK;
}
