import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RebuyResponseSchema } from '@shop/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type RebuyResult = z.infer<typeof RebuyResponseSchema>;
export type OrderAction = 'cancel' | 'confirm' | 'rebuy';

/**
 * POST /api/order/:id/cancel | confirm | rebuy. Any of them changes the list counts, the detail
 * and (rebuy) the cart, so all order and cart queries are refreshed afterwards.
 */
export function useOrderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: OrderAction }) =>
      api.post<RebuyResult | null>(`/order/${id}/${action}`),
    onSuccess: (_d, { action }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['order'] }),
        action === 'rebuy' ? client.invalidateQueries({ queryKey: ['cart'] }) : undefined,
        action === 'rebuy' ? client.invalidateQueries({ queryKey: ['user', 'base'] }) : undefined,
      ]),
  });
}
