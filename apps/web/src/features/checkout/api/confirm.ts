import type { ConfirmQuerySchema } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConfirmResponse } from '@shop/shared';
import { api } from '../../../lib/api';

export const confirmKey = (ids: string, couponId: number | null) =>
  ['order', 'confirm', ids, couponId] as const;

/**
 * GET /api/order/confirm: the server prices the selection (lines, groups, coupons, shipping). The
 * page only displays these figures. `coupon_id` asks for the figures with another coupon (null =
 * the server's best, 0 = none, an id = that coupon).
 */
export function useConfirmQuery(ids: string, couponId: number | null) {
  return useQuery({
    queryKey: confirmKey(ids, couponId),
    enabled: ids !== '',
    queryFn: ({ signal }) =>
      api.get<ConfirmResponse, typeof ConfirmQuerySchema>(
        '/order/confirm',
        couponId === null ? { ids } : { ids, coupon_id: couponId },
        {
          signal,
        },
      ),
    // Switching coupons refetches; keep showing the last figures meanwhile instead of a blank page.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
