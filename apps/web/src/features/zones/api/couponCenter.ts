import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimResult, CouponCampaign } from '@shop/shared';
import { api } from '../../../lib/api';

const key = ['promo', 'coupon-center'] as const;

/** GET /api/coupon/center: the batches of 领券中心 with what is left and what this buyer holds. */
export function useCouponCenter() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<CouponCampaign[]>('/coupon/center', undefined, { signal }),
  });
}

/** POST /api/coupon/center/:id/claim; the wallet's coupon lists and counts refresh after it. */
export function useClaimCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ClaimResult>(`/coupon/center/${id}/claim`),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: ['user'] }),
        client.invalidateQueries({ queryKey: ['order', 'confirm'] }),
      ]),
  });
}
