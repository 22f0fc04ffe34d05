import type { RouteEntry } from '../../app/route-types';

// Filled by the catalogue engineer (goods list/detail, zones); the central table in src/app/routes.tsx already includes this array.
export const goodsRoutes: RouteEntry[] = [];
