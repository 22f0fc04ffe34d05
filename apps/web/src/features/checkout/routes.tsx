import type { RouteEntry } from '../../app/route-types';

// Filled by the checkout engineer (confirm order, pay, paid); the central table in src/app/routes.tsx already includes this array.
export const checkoutRoutes: RouteEntry[] = [];
