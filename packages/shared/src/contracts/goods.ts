/** Goods calls of spec §3/§7: search suggestions, hot words, the list and the detail page. */
import { z } from 'zod';
import {
  YuanSchema,
  flagParam,
  idOrZeroParam,
  idParam,
  intParam,
  optionalParam,
  pageParam,
  textParam,
  yuanInput,
} from './common';

/** GET /api/goods/search and /api/goods/hot: plain strings, best first. */
export const StringListSchema = z.array(z.string());

export const GoodsTagSchema = z.object({ name: z.string(), describe: z.string(), is_show: z.boolean() });
export type GoodsTag = z.infer<typeof GoodsTagSchema>;

/**
 * The goods card of every list, in the spec's cart-goods naming (§3). Money is a yuan string, or
 * null while prices need a sign-in (price_hidden_reason then says so).
 */
/**
 * A running flash sale of the goods as this buyer meets it (issue 27): shown wherever the goods
 * shows, from the same terms the cart and the order charge by (pricing/resolve-line.ts).
 */
export const FlashOfferSchema = z.object({
  /** The sale's id: a buy button adds the goods as this flash line (type 1, goods_price_id). */
  id: z.number().int(),
  price: YuanSchema,
  /** 秒杀价 限5盒 */
  reason: z.string(),
  /** Per-buyer cap in units, 0 = none. */
  limit: z.number().int(),
  /** Units this buyer may still take at the flash price (null: no cap, or a visitor). */
  left: z.number().int().nullable(),
  /** Units of the sale stock still unsold. */
  stock_left: z.number().int(),
  ends_at: z.string().nullable(),
});
export type FlashOffer = z.infer<typeof FlashOfferSchema>;

export const GoodsCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  /** The viewer's own supply price: their 客户价 when one applies, else the catalogue price. */
  base_price: YuanSchema.nullable(),
  /** The catalogue price when the viewer's differs (struck through), else null. */
  original_price: YuanSchema.nullable(),
  /** Why the viewer's price differs: 协议价 / 客户类型价 / 地区价; null at the catalogue price. */
  price_reason: z.string().nullable(),
  /** A running flash sale: its price, reason, cap and what is left; null when none or prices are hidden. */
  flash: FlashOfferSchema.nullable(),
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
  /** A keyword matched more goods than are ranked (issue 34): total is an estimate, shown 约N件. */
  total_estimated: z.boolean().optional(),
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

export const MAX_KEYWORD = 50;
export const MAX_PAGE_SIZE = 100;

const searchType = optionalParam(z.enum(['1', '2'], { error: '搜索类型不正确' })).transform((v) =>
  v === '2' ? 2 : 1,
);

/** GET /api/goods/search: suggestions for what the buyer has typed so far. */
export const SuggestQuerySchema = z.object({
  keywords: optionalParam(textParam('搜索词过长', MAX_KEYWORD)),
  type: searchType,
});
export type SuggestQuery = z.infer<typeof SuggestQuerySchema>;

export const SORTS = ['default', 'relevance', 'price_asc', 'price_desc', 'sales', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

const zoneFlag = optionalParam(z.enum(['0', '1', '2'], { error: '专区参数不正确' }));

/** GET /api/goods/list: the filters of the list page, as its address carries them. */
export const GoodsListQuerySchema = z.object({
  keyword: optionalParam(textParam('搜索词过长', MAX_KEYWORD)),
  type: searchType,
  /** Category id; its descendants are included. */
  select: optionalParam(idParam('分类不正确')),
  /** Special (器械/特殊) and self-operated (自营) zones. */
  qx: zoneFlag,
  zy: zoneFlag,
  manufacturer: optionalParam(textParam('生产厂家不正确', 60)),
  dosage_form: optionalParam(textParam('剂型不正确', 20)),
  rx: optionalParam(z.enum(['rx', 'otc_a', 'otc_b'], { error: '处方类型不正确' })),
  in_stock: optionalParam(flagParam('有货筛选参数不正确')),
  near_expiry: optionalParam(flagParam('近效期筛选参数不正确')),
  is_youx: optionalParam(flagParam('优选筛选参数不正确')),
  free_shipping: optionalParam(flagParam('包邮筛选参数不正确')),
  no_ephedrine: optionalParam(flagParam('含麻筛选参数不正确')),
  brand: optionalParam(idParam('品牌不正确')),
  price_min: optionalParam(yuanInput('最低价格式不正确')),
  price_max: optionalParam(yuanInput('最高价格式不正确')),
  sort: optionalParam(z.enum(SORTS, { error: '排序方式不正确' })).transform((v) => v ?? 'default'),
  page: pageParam,
  size: optionalParam(intParam('每页数量须为1-100', 1, MAX_PAGE_SIZE)).transform((v) => v ?? 20),
  /** 0 skips the facet counts (later pages of the same filter do not need them again). */
  facets: optionalParam(flagParam('参数不正确')).transform((v) => v ?? true),
});
export type GoodsListQuery = z.infer<typeof GoodsListQuerySchema>;
/** The list filters as the page sends them (strings and numbers from its address). */
export type GoodsListParams = z.input<typeof GoodsListQuerySchema>;

export const GoodsDetailParamsSchema = z.object({ id: idParam('商品编号不正确') });

const echoId = optionalParam(idOrZeroParam('参数不正确')).transform((v) => v ?? 0);

/** GET /api/goods/detail/:id: the activity ids the page was opened with, echoed back. */
export const GoodsDetailQuerySchema = z.object({
  goods_price_id: echoId,
  ladder_price_id: echoId,
  goods_manjian_id: echoId,
  is_yj: echoId,
  is_jxq: echoId,
});
export type GoodsDetailQuery = z.infer<typeof GoodsDetailQuerySchema>;
