import { useQuery } from '@tanstack/react-query';
import type {
  Address,
  AddressInput,
  AddressInputSchema,
  ChainOverview,
  ChainPayBodySchema,
  ChainStoreOrdersSchema,
  MonthQuerySchema,
  PayResult,
  Statement,
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

/** A store's month as a file, for the head office's books (the same PDF or Excel the store downloads). */
export const storeStatementDownloadUrl = (storeId: number, month: string, format: 'pdf' | 'xlsx') =>
  `/api/chain/stores/${storeId}/statement/download?month=${month}&format=${format}`;

/** GET /api/chain/stores/:id/statement: a store's month as its own 对账单 shows it. */
export const useStoreStatement = (storeId: number, month?: string) =>
  useQuery({
    queryKey: [...chainKey, 'statement', storeId, month ?? ''],
    queryFn: ({ signal }) =>
      api.get<Statement, typeof MonthQuerySchema>(
        `/chain/stores/${storeId}/statement`,
        month ? { month } : {},
        { signal },
      ),
  });

export const storeAddressesKey = (storeId: number) => [...chainKey, 'addresses', storeId] as const;
export const useStoreAddresses = (storeId: number) =>
  useQuery({
    queryKey: storeAddressesKey(storeId),
    queryFn: ({ signal }) => api.get<Address[]>(`/chain/stores/${storeId}/addresses`, undefined, { signal }),
  });
/** The new address becomes the store's default (the server says so; the form offers no choice). */
export const addStoreAddress = (storeId: number, input: AddressInput) =>
  api.post<Address, typeof AddressInputSchema>(`/chain/stores/${storeId}/address`, input);
export const editStoreAddress = (storeId: number, id: number, input: AddressInput) =>
  api.put<Address, typeof AddressInputSchema>(`/chain/stores/${storeId}/addresses/${id}`, input);
export const removeStoreAddress = (storeId: number, id: number) =>
  api.delete<null>(`/chain/stores/${storeId}/addresses/${id}`);
