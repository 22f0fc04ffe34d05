import { signInOnly, type RedirectEntry, type RouteEntry } from './route-types';
import { shellRoutes } from '../features/shell/routes';
import { goodsRoutes } from '../features/goods/routes';
import { searchRoutes } from '../features/search/routes';
import { cartRoutes } from '../features/cart/routes';
import { orderRoutes } from '../features/order/routes';
import { aftersaleRoutes } from '../features/aftersale/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { memberRoutes } from '../features/member/routes';
import { zoneRoutes } from '../features/zones/routes';
import { helpRoutes } from '../features/help/routes';
import { selfServiceRoutes } from '../features/selfservice/routes';
import { accountRoutes } from '../features/account/routes';
import { creditRoutes } from '../features/credit/routes';
import { chainRoutes } from '../features/chain/routes';

/**
 * The one route table. Features own their entries (src/features/<domain>/routes.tsx) and this file
 * only concatenates them, so adding a screen never touches another slice's file.
 */
export const routeEntries: RouteEntry[] = [
  ...shellRoutes,
  ...goodsRoutes,
  ...searchRoutes,
  // The buyer's own pages: cart, orders, returns, checkout, member centre, self-service, credit. A slice
  // that also has public pages marks its buyer pages `signIn: true` entry by entry (/star, /jfdd,
  // /wdqb/jfgl, /dzht); either way the layout sends a visitor to /login?redirect= before drawing.
  ...signInOnly([
    ...cartRoutes,
    ...orderRoutes,
    ...aftersaleRoutes,
    ...checkoutRoutes,
    ...memberRoutes,
    ...selfServiceRoutes,
    ...creditRoutes,
    ...chainRoutes,
  ]),
  ...zoneRoutes,
  ...helpRoutes,
  ...accountRoutes,
];

const withRest = (base: string, parts: Array<string | undefined>) => {
  const rest = parts.filter((p): p is string => Boolean(p)).join('/');
  return rest ? `${base}?url=${encodeURIComponent(rest)}` : base;
};

/** Spec §2 "redirects to": old and shorthand paths that lead to another screen. */
export const redirects: RedirectEntry[] = [
  { from: '/register', to: '/register/step1' },
  { from: '/register/dd', to: '/register/dd/step1' },
  // The quality-inspection link of the site settings (spec §3 quality_inspection_url).
  { from: '/jybg', to: '/zhzx/jybg' },
  { from: '/order_wddd', to: '/order' },
  { from: '/order_wddd_wl/:id', to: (p) => `/order_wddd_info/${p.id ?? ''}` },
  { from: '/order/wl/:id', to: (p) => `/order/info/${p.id ?? ''}` },
  { from: '/zzfw_pzqg', to: '/pzqg' },
  // Old activity links carry up to three path parts; the activity transit page interprets them.
  {
    from: '/activity/:url?/:url1?/:url2?',
    to: (p) => withRest('/loading/activity', [p.url, p.url1, p.url2]),
  },
];

export const NOT_FOUND_PATH = '/404';
