import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput, AddressInputSchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** The key the checkout's useSaveAddress already invalidates, so a saved address shows here too. */
export const addressListKey = ['address', 'list'] as const;

/** GET /api/address: the buyer's addresses, default first. */
export function useAddressListQuery() {
  return useQuery({
    queryKey: addressListKey,
    queryFn: ({ signal }) => api.get<Address[]>('/address', undefined, { signal }),
  });
}

/** The order confirmation's shipping depends on the default address. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: addressListKey }),
      client.invalidateQueries({ queryKey: ['order', 'confirm'] }),
    ]);
}

/** DELETE /api/address/:id. */
export function useDeleteAddress() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/address/${id}`),
    onSuccess: refresh,
  });
}

/** The address as it is, made the default: what 设为默认 saves. */
export const asDefault = (a: Address): AddressInput => ({
  consignee: a.consignee,
  phone: a.phone,
  province_code: a.province_code,
  city_code: a.city_code,
  district_code: a.district_code,
  province: a.province,
  city: a.city,
  district: a.district,
  detail: a.detail,
  is_default: true,
});

/** PUT /api/address/:id with the address as it is and is_default: the server clears the old default. */
export function useSetDefaultAddress() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: Address) => api.put<Address, typeof AddressInputSchema>(`/address/${a.id}`, asDefault(a)),
    onSuccess: refresh,
  });
}
