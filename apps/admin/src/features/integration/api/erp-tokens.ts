import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminErpTokenInput,
  AdminErpTokenInputSchema,
  AdminErpTokenListSchema,
  AdminErpTokenSecretSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

type Secret = z.infer<typeof AdminErpTokenSecretSchema>;

export const useErpTokens = () =>
  useQuery({
    queryKey: ['erp-tokens'],
    queryFn: () => api.get<z.infer<typeof AdminErpTokenListSchema>>('/erp/tokens'),
  });
export const createErpToken = (body: AdminErpTokenInput) =>
  api.post<Secret, typeof AdminErpTokenInputSchema>('/erp/tokens', body);
export const saveErpToken = (id: number, body: AdminErpTokenInput) =>
  api.put<{ id: number }, typeof AdminErpTokenInputSchema>(`/erp/tokens/${id}`, body);
export const rotateErpToken = (id: number) => api.post<Secret>(`/erp/tokens/${id}/rotate`);
export const revokeErpToken = (id: number) => api.post<{ id: number }>(`/erp/tokens/${id}/revoke`);
