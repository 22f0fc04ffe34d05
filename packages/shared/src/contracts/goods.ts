/** Goods calls of spec §3/§7: search suggestions, hot words, the list and the detail page. */
import { z } from 'zod';
import { YuanSchema } from './common';

/** GET /api/goods/search and /api/goods/hot: plain strings, best first. */
export const StringListSchema = z.array(z.string());

export const GoodsTagSchema = z.object({ name: z.string(), describe: z.string(), is_show: z.boolean() });
export type GoodsTag = z.infer<typeof GoodsTagSchema>;

/**
 * The goods card of every list, in the spec's cart-goods naming (§3). Money is a yuan string, or
 * null while prices need a sign-in (price_hidden_reason then says so).
 */
export const GoodsCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  base_price: YuanSchema.nullable(),
  retail_price: YuanSchema.nullable(),
  goods_image: z.array(z.string()),
  is_buy: z.boolean(),
  number: z.number().int(),
  is_youx: z.boolean(),
  type: z.number().int(),
  is_dpby: z.boolean(),
  qg_number: z.number().int(),
  is_free_shipping: z.boolean(),
  free_shipping_number: z.number().int(),
  ladder_price: z.array(z.object({ number: z.number().int(), price: YuanSchema })).nullable(),
  ladder_price_type: z.number().int(),
  tags: z.array(GoodsTagSchema),
  approval_no: z.string(),
  barcode: z.string(),
  dosage_form: z.string(),
  is_prescription: z.boolean(),
  otc_type: z.string(),
  is_ephedrine: z.boolean(),
  is_controlled: z.boolean(),
  min_qty: z.number().int(),
  mid_pack: z.number().int(),
  big_pack: z.number().int(),
  sales: z.number().int(),
  /** YYYY-MM-DD of the soonest-expiring lot on sale. */
  nearest_expiry: z.string().nullable(),
  price_hidden_reason: z.string().nullable(),
  can_buy: z.boolean(),
  buy_block_reason: z.string().nullable(),
});
export type GoodsCard = z.infer<typeof GoodsCardSchema>;

export const FacetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCountSchema>;

/** GET /api/goods/list: one page of cards; facets only when asked (the first page of a filter). */
export const GoodsPageSchema = z.object({
  list: z.array(GoodsCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  facets: z
    .object({ manufacturers: z.array(FacetCountSchema), dosage_forms: z.array(FacetCountSchema) })
    .nullable(),
});
export type GoodsPage = z.infer<typeof GoodsPageSchema>;

export const GoodsLotSchema = z.object({
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  stock: z.number().int(),
  report_url: z.string(),
});
export type GoodsLot = z.infer<typeof GoodsLotSchema>;

/** GET /api/goods/detail/:id: the card plus the detail page's texts, lots and the echoed activity ids. */
export const GoodsDetailSchema = GoodsCardSchema.extend({
  generic_name: z.string(),
  trade_name: z.string(),
  indications: z.string(),
  usage: z.string(),
  storage: z.string(),
  shelf_life_months: z.number().int(),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  manufacturer_id: z.number().int(),
  category_path: z.array(z.object({ id: z.number().int(), name: z.string() })),
  lots: z.array(GoodsLotSchema),
  /** The ladder text at the smallest quantity a buyer may order; null while prices are hidden. */
  ladder_text: z.array(z.string()).nullable(),
  is_favorite: z.boolean(),
  goods_price_id: z.number().int(),
  ladder_price_id: z.number().int(),
  goods_manjian_id: z.number().int(),
  is_yj: z.number().int(),
  is_jxq: z.number().int(),
});
export type GoodsDetail = z.infer<typeof GoodsDetailSchema>;

/** GET /api/favorite: the buyer's favourites as goods cards, a fixed page size. */
export const FavoritePageSchema = z.object({
  list: z.array(GoodsCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type FavoritePage = z.infer<typeof FavoritePageSchema>;
