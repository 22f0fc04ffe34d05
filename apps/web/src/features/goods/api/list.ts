import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { GoodsListParams, GoodsListQuerySchema, GoodsPage } from '@shop/shared';

export function useGoodsList(params: GoodsListParams, enabled = true) {
  return useQuery({
    queryKey: ['goods', 'list', params],
    queryFn: ({ signal }) =>
      api.get<GoodsPage, typeof GoodsListQuerySchema>('/goods/list', params, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
