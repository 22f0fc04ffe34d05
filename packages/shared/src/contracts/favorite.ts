/** Favourites of spec §7: POST /api/favorite, /api/favorite/cancel and the list. */
import { z } from 'zod';
import { idListParam, pageParam } from './common';
import { GoodsCardSchema } from './goods';

export const MAX_FAVORITE_IDS = 100;
const MSG = '请选择要收藏的商品';

/** goods_ids arrives as "1,2,3" (form post), an array (goods_ids[]=1) or JSON numbers. */
export const FavoriteBodySchema = z.object(
  {
    goods_ids: idListParam(
      { empty: MSG, bad: '商品编号不正确', tooMany: `一次最多操作${MAX_FAVORITE_IDS}个商品` },
      MAX_FAVORITE_IDS,
    ),
  },
  { error: MSG },
);
export type FavoriteBody = z.infer<typeof FavoriteBodySchema>;

export const FavoriteListQuerySchema = z.object({ page: pageParam });

/** GET /api/favorite: the buyer's favourites as goods cards, a fixed page size. */
export const FavoritePageSchema = z.object({
  list: z.array(GoodsCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type FavoritePage = z.infer<typeof FavoritePageSchema>;
