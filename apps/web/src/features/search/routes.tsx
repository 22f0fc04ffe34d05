import type { RouteEntry } from '../../app/route-types';

// Filled by the catalogue engineer (search results pages); the central table in src/app/routes.tsx already includes this array.
export const searchRoutes: RouteEntry[] = [];
