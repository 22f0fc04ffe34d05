import { z } from 'zod';
import { idListParam } from '@shop/shared';
import { pageParam } from '../goods/query-params';

const MSG = '请选择要收藏的商品';
export const MAX_IDS = 100;

/** goods_ids arrives as "1,2,3" (form post), an array (goods_ids[]=1) or JSON numbers. */
const goodsIds = idListParam(
  { empty: MSG, bad: '商品编号不正确', tooMany: `一次最多操作${MAX_IDS}个商品` },
  MAX_IDS,
);

export const favoriteBody = z.object({ goods_ids: goodsIds }, { error: MSG });
export type FavoriteBody = z.infer<typeof favoriteBody>;

export const favoriteListQuery = z.object({ page: pageParam });
