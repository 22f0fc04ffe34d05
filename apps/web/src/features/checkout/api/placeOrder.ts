import type { PlaceOrderBodySchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderBody, PlaceOrderResponse } from '@shop/shared';
import { api } from '../../../lib/api';

/**
 * POST /api/order. `keepPrevious`: a double click must not cancel the first request (the client
 * cancels identical repeats by default); both reach the server with one idempotency key and the
 * second is answered with the same order (replayed).
 */
export function placeOrder(body: PlaceOrderBody): Promise<PlaceOrderResponse> {
  return api.post<PlaceOrderResponse, typeof PlaceOrderBodySchema>('/order', body, { keepPrevious: true });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
