import { z } from 'zod';
import { pageParam } from '../goods/query-params';

const MSG = '请选择要收藏的商品';
export const MAX_IDS = 100;

/** goods_ids arrives as "1,2,3" (form post), an array (goods_ids[]=1) or JSON numbers. */
const goodsIds = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: MSG })
  .transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v : String(v).split(',')).map((p) => String(p).trim()).filter(Boolean);
    if (
      parts.length === 0 ||
      parts.length > MAX_IDS ||
      !parts.every((p) => /^\d{1,9}$/.test(p) && p !== '0')
    ) {
      ctx.addIssue({
        code: 'custom',
        message: parts.length > MAX_IDS ? `一次最多操作${MAX_IDS}个商品` : '商品编号不正确',
      });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

export const favoriteBody = z.object({ goods_ids: goodsIds }, { error: MSG });
export type FavoriteBody = z.infer<typeof favoriteBody>;

export const favoriteListQuery = z.object({ page: pageParam });
