import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { GoodsDetail, GoodsDetailQuerySchema } from '@shop/shared';

export const detailKey = (id: string, query: Record<string, string>) => ['goods', 'detail', id, query];

/** Detail with the spec's echo parameters (goods_price_id, ladder_price_id, ..., is_jxq). */
export function useGoodsDetail(id: string, query: Record<string, string>) {
  return useQuery({
    queryKey: detailKey(id, query),
    queryFn: ({ signal }) =>
      api.get<GoodsDetail, typeof GoodsDetailQuerySchema>(`/goods/detail/${id}`, query, { signal }),
    retry: false,
  });
}
