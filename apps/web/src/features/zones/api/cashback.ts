import { useQuery } from '@tanstack/react-query';
import type { CashbackOverview } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/cashback: the tiers, and for a buyer this month's received total and credits. */
export function useCashback() {
  return useQuery({
    queryKey: ['promo', 'cashback'],
    queryFn: ({ signal }) => api.get<CashbackOverview>('/cashback', undefined, { signal }),
  });
}
