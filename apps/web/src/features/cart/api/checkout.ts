import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshCart } from './keys';
import type { CheckoutResult, CartCheckoutBodySchema } from '@shop/shared';

/**
 * POST /api/cart/checkout (ids, new=1). Refusals (nothing selected, blocked lines, changed prices
 * with old and new figures) arrive as a 温馨提示 alert from the API client; the list then refreshes
 * so the buyer sees the new prices before trying again.
 */
export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<CheckoutResult, typeof CartCheckoutBodySchema>('/cart/checkout', {
        ids: ids.join(','),
        new: 1,
      }),
    onError: () => refreshCart(client),
  });
}
