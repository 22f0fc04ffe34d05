import type { AddressInputSchema } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput, RegionNode } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/address/regions: the GB/T 2260 tree; it never changes while the page is open. */
export function useRegionsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['address', 'regions'],
    enabled,
    queryFn: ({ signal }) => api.get<RegionNode[]>('/address/regions', undefined, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** POST /api/address (new) or PUT /api/address/:id (edit); the confirm figures depend on it (shipping). */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AddressInput }) =>
      id === null
        ? api.post<Address, typeof AddressInputSchema>('/address', input)
        : api.put<Address, typeof AddressInputSchema>(`/address/${id}`, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['order', 'confirm'] }),
        client.invalidateQueries({ queryKey: ['address', 'list'] }),
      ]),
  });
}
