import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { GoodsPage } from '@shop/shared';

export type ListParams = Record<string, string | number>;

export function useGoodsList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: ['goods', 'list', params],
    queryFn: ({ signal }) => api.get<GoodsPage>('/goods/list', params, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
