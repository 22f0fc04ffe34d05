import type { ReactNode } from 'react';
import { Navigate, generatePath, useLocation, useParams, type RouteObject } from 'react-router';
import { metaOf, type RedirectEntry, type RouteEntry } from './route-types';

function Redirect({ entry }: { entry: RedirectEntry }) {
  const params = useParams();
  const { search } = useLocation();
  const to = typeof entry.to === 'function' ? entry.to(params, search) : generatePath(entry.to, params);
  // Keep the query of the old link (e.g. /order_wddd?status=1) unless the target sets its own.
  return <Navigate to={to.includes('?') ? to : to + search} replace />;
}

function toRouteObjects(entry: RouteEntry): RouteObject[] {
  const Page = entry.page;
  const base: Omit<RouteObject, 'path'> = {
    element: <Page />,
    handle: metaOf(entry),
    children: entry.children?.flatMap(toRouteObjects),
  };
  return [entry.path, ...(entry.aliases ?? [])].map((path) => ({ ...base, path }) as RouteObject);
}

/**
 * Turns the data table into React Router objects under one layout route: entries (and their
 * aliases), redirects, then everything else → /404.
 */
export function buildRouteObjects(
  entries: RouteEntry[],
  redirects: RedirectEntry[],
  layout: ReactNode,
  notFoundPath = '/404',
): RouteObject[] {
  return [
    {
      element: layout,
      children: [
        ...entries.flatMap(toRouteObjects),
        ...redirects.map((r) => ({ path: r.from, element: <Redirect entry={r} /> })),
        { path: '*', element: <Navigate to={notFoundPath} replace /> },
      ],
    },
  ];
}
