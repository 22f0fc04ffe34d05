import { z } from 'zod';
import { idOrZeroParam, intParam } from '@shop/shared';
import { flagParam, idParam, optional, pageParam, textParam, yuanParam } from './query-params';

export const MAX_KEYWORD = 50;
export const MAX_PAGE_SIZE = 100;

const searchType = optional(z.enum(['1', '2'], { error: '搜索类型不正确' })).transform((v) =>
  v === '2' ? 2 : 1,
);

export const suggestQuery = z.object({
  keywords: optional(textParam('搜索词过长', MAX_KEYWORD)),
  type: searchType,
});
export type SuggestQuery = z.infer<typeof suggestQuery>;

export const SORTS = ['default', 'relevance', 'price_asc', 'price_desc', 'sales', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export const listQuery = z.object({
  keyword: optional(textParam('搜索词过长', MAX_KEYWORD)),
  type: searchType,
  /** Category id; its descendants are included. */
  select: optional(idParam('分类不正确')),
  /** 2: special (器械/特殊) zone; 2: self-operated (自营) zone. */
  qx: optional(z.enum(['0', '1', '2'], { error: '专区参数不正确' })),
  zy: optional(z.enum(['0', '1', '2'], { error: '专区参数不正确' })),
  manufacturer: optional(textParam('生产厂家不正确', 60)),
  dosage_form: optional(textParam('剂型不正确', 20)),
  rx: optional(z.enum(['rx', 'otc_a', 'otc_b'], { error: '处方类型不正确' })),
  in_stock: optional(flagParam('有货筛选参数不正确')),
  near_expiry: optional(flagParam('近效期筛选参数不正确')),
  is_youx: optional(flagParam('优选筛选参数不正确')),
  free_shipping: optional(flagParam('包邮筛选参数不正确')),
  no_ephedrine: optional(flagParam('含麻筛选参数不正确')),
  brand: optional(idParam('品牌不正确')),
  price_min: optional(yuanParam('最低价格式不正确')),
  price_max: optional(yuanParam('最高价格式不正确')),
  sort: optional(z.enum(SORTS, { error: '排序方式不正确' })).transform((v) => v ?? 'default'),
  page: pageParam,
  size: optional(intParam('每页数量须为1-100', 1, MAX_PAGE_SIZE)).transform((v) => v ?? 20),
  /** 0 skips the facet counts (later pages of the same filter do not need them again). */
  facets: optional(flagParam('参数不正确')).transform((v) => v ?? true),
});
export type ListQuery = z.infer<typeof listQuery>;

export const detailParams = z.object({ id: idParam('商品编号不正确') });

const echoId = optional(idOrZeroParam('参数不正确')).transform((v) => v ?? 0);

export const detailQuery = z.object({
  goods_price_id: echoId,
  ladder_price_id: echoId,
  goods_manjian_id: echoId,
  is_yj: echoId,
  is_jxq: echoId,
});
export type DetailQuery = z.infer<typeof detailQuery>;
