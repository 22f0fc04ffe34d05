import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserCouponListSchema } from '@shop/shared';
import { api } from '../../../lib/api';

export type CouponPage = z.infer<typeof UserCouponListSchema>;

/** type 1 优惠券, 2 现金券; status 1 未使用, 2 已使用, 3 已过期. */
export interface CouponQuery {
  type: 1 | 2;
  status: 1 | 2 | 3;
  page: number;
}

export const COUPON_PAGE_SIZE = 12;

/** GET /api/user/coupon (page, type, status). */
export function useCouponsQuery(q: CouponQuery) {
  const params = { ...q, page_size: COUPON_PAGE_SIZE };
  return useQuery({
    queryKey: ['user', 'coupon', params],
    queryFn: ({ signal }) => api.get<CouponPage>('/user/coupon', params, { signal }),
    placeholderData: keepPreviousData,
  });
}
