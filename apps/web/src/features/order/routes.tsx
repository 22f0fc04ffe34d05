import type { RouteEntry } from '../../app/route-types';

// Filled by the order engineer (order centre and its aliases); the central table in src/app/routes.tsx already includes this array.
export const orderRoutes: RouteEntry[] = [];
