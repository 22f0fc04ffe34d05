/** The shell's public content calls (spec §3, §7 Site): /common/config, /focus, /global/links. */
import { z } from 'zod';

/** A top-nav entry; children nest the same shape. Named: a recursive schema is a component of the API document. */
export interface NavNode {
  id: number;
  name: string;
  url: string;
  image: string;
  is_open: boolean;
  children: NavNode[];
}
export const NavNodeSchema: z.ZodType<NavNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      url: z.string(),
      image: z.string(),
      is_open: z.boolean(),
      children: z.array(NavNodeSchema),
    }),
  )
  .meta({ id: 'NavNode' });

/** A goods category of the side menu; logo1 is its icon. Named, being recursive (as NavNode). */
export interface MenuNode {
  id: number;
  name: string;
  logo1: string;
  children: MenuNode[];
}
export const MenuNodeSchema: z.ZodType<MenuNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      logo1: z.string(),
      children: z.array(MenuNodeSchema),
    }),
  )
  .meta({ id: 'MenuNode' });

export const BrandSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });
export type Brand = z.infer<typeof BrandSchema>;

/** GET /api/common/config: menus, nav, brands and hot searches, with the server clock. */
export const CommonConfigSchema = z.object({
  rnss: z.array(z.string()),
  nav: z.array(NavNodeSchema),
  category: z.array(MenuNodeSchema),
  category_yx: z.array(MenuNodeSchema),
  category_zy: z.array(MenuNodeSchema),
  category_qx: z.array(MenuNodeSchema),
  category_by: z.array(MenuNodeSchema),
  category_zyyp: z.array(MenuNodeSchema),
  category_qxzq: z.array(MenuNodeSchema),
  brand: z.array(BrandSchema),
  /** 10-digit seconds (spec §9): the browser keeps server time from it. */
  timestamp: z.number().int(),
});
export type CommonConfig = z.infer<typeof CommonConfigSchema>;

/** GET /api/global/links: friend links and the licence block of the footer. */
export const GlobalLinksSchema = z.object({
  links: z.array(z.object({ name: z.string(), url: z.string() })),
  site: z.object({
    icp: z.string(),
    drug_info_license: z.string(),
    drug_license: z.string(),
    legal: z.string(),
    company_name: z.string(),
    hot_line: z.string(),
  }),
});
export type GlobalLinks = z.infer<typeof GlobalLinksSchema>;

/** GET /api/health: the load balancer's probe; time is the server's clock in milliseconds. */
/** One server cache's counters (apps/server/src/lib/cache): what it earns and what it holds. */
export const CacheCountersSchema = z.object({
  name: z.string(),
  hits: z.number().int(),
  misses: z.number().int(),
  evictions: z.number().int(),
  entries: z.number().int(),
  bytes: z.number().int(),
  max_bytes: z.number().int(),
});
export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.string(),
  time: z.number().int(),
  caches: z.array(CacheCountersSchema),
});

/** GET /api/focus/:position. Slot names are short identifiers (focus, top, kxzq, new_kxzq); anything else cannot be a slot. */
export const FocusParamsSchema = z.object({
  position: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, '广告位不存在'),
});
