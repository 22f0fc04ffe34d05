import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SpecialList, SpecialListQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/activity/everyday_price (每日特价) or GET /api/goods/fl (福利 9.4折), one page. */
export function useSpecials(kind: 'daily' | 'welfare', page: number) {
  const url = kind === 'daily' ? '/activity/everyday_price' : '/goods/fl';
  return useQuery({
    queryKey: ['promo', kind, page],
    queryFn: ({ signal }) => api.get<SpecialList, typeof SpecialListQuerySchema>(url, { page }, { signal }),
    placeholderData: keepPreviousData,
  });
}
