import type { RouteEntry } from '../../app/route-types';

// Filled by the cart engineer (cart steps, mini cart lives in components/MiniCart.tsx); the central table in src/app/routes.tsx already includes this array.
export const cartRoutes: RouteEntry[] = [];
