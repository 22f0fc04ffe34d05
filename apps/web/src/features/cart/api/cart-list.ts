import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { cartKeys } from './keys';
import type { CartState, CartListQuerySchema } from '@shop/shared';

export const ALL_FILTER = 99999;

/** GET /api/cart/list (filters default 99999, new=1): the priced cart, grouped by activity. */
export function useCartList(filters = ALL_FILTER, enabled = true) {
  return useQuery({
    queryKey: cartKeys.list(filters),
    enabled,
    queryFn: ({ signal }) =>
      api.get<CartState, typeof CartListQuerySchema>('/cart/list', { filters, new: 1 }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
