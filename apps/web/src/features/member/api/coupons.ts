import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CouponQuery, CouponQuerySchema, UserCouponListSchema } from '@shop/shared';
import { api } from '../../../lib/api';

export type CouponPage = z.infer<typeof UserCouponListSchema>;

export const COUPON_PAGE_SIZE = 12;

/** GET /api/user/coupon (page, type, status). */
export function useCouponsQuery(q: CouponQuery) {
  const params = { ...q, page_size: COUPON_PAGE_SIZE };
  return useQuery({
    queryKey: ['user', 'coupon', params],
    queryFn: ({ signal }) =>
      api.get<CouponPage, typeof CouponQuerySchema>('/user/coupon', params, { signal }),
    placeholderData: keepPreviousData,
  });
}
