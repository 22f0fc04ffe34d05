import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CouponNum } from '@shop/shared';

/** GET /api/user/couponNum: unused / used / expired, and unused per kind. */
export function useCouponNumQuery() {
  return useQuery({
    queryKey: ['user', 'couponNum'],
    queryFn: ({ signal }) => api.get<CouponNum>('/user/couponNum', undefined, { signal }),
    staleTime: 10_000,
  });
}
