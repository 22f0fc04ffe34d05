import { useCallback, useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CART_ADD_DELAY_MS } from '@shop/shared/constants';
import { api } from '../../../lib/api';
import { refreshCart } from './keys';
import type { AddLineInput, AddResult, CartAddBodySchema } from '@shop/shared';
import { message } from '../../../lib/feedback';

let registered: QueryClient | null = null;

/** The layout's mini cart registers the app's query client so plain addToCart calls can refresh. */
export function registerCartQueryClient(client: QueryClient): void {
  registered = client;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/cart (spec §7): delayed 200 ms (spec §9, so a double click on 加入购物车 reads as one
 * intent), then the server's message as a toast, then the cart queries and the user base (badge)
 * refresh. Refusals (qualification, quantity) are shown by the API client's catalogue and rethrown.
 */
export async function addToCart(
  lines: AddLineInput[],
  client: QueryClient | null = registered,
): Promise<AddResult> {
  await wait(CART_ADD_DELAY_MS);
  const result = await api.post<AddResult, typeof CartAddBodySchema>('/cart', { params: lines });
  if (result.price_changes.length > 0) message.warning(result.msg);
  else message.success(result.msg);
  if (client) await refreshCart(client);
  return result;
}

/** The same inside React, bound to the provider's client. */
export function useAddToCart() {
  const client = useQueryClient();
  useEffect(() => registerCartQueryClient(client), [client]);
  return useCallback((lines: AddLineInput[]) => addToCart(lines, client), [client]);
}
