import { useQuery } from '@tanstack/react-query';
import type {
  ChainOverview,
  ChainPayBodySchema,
  ChainStoreOrdersSchema,
  PayResult,
  StoreLimitBodySchema,
} from '@shop/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type ChainStoreOrder = z.infer<typeof ChainStoreOrdersSchema>[number];

export const chainKey = ['user', 'chain'] as const;
export const useChainOverview = () =>
  useQuery({
    queryKey: [...chainKey, 'overview'],
    queryFn: ({ signal }) => api.get<ChainOverview>('/chain/overview', undefined, { signal }),
  });
export const useStoreOrders = (storeId: number) =>
  useQuery({
    queryKey: [...chainKey, 'orders', storeId],
    queryFn: ({ signal }) =>
      api.get<ChainStoreOrder[]>(`/chain/stores/${storeId}/orders`, undefined, { signal }),
  });
export const setStoreLimit = (storeId: number, monthly_limit: string) =>
  api.put<null, typeof StoreLimitBodySchema>(`/chain/stores/${storeId}/limit`, { monthly_limit });
export const payForStore = (storeId: number, orderId: number, pay_type: 'balance' | 'credit') =>
  api.post<PayResult, typeof ChainPayBodySchema>(`/chain/stores/${storeId}/orders/${orderId}/pay`, {
    pay_type,
  });
