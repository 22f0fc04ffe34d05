import type { z } from 'zod';
import type { AftersaleApplySchema, AftersaleShipSchema, AftersaleIdSchema } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AftersaleApply, AftersaleDetail, AftersaleOptions, AftersaleShip } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/aftersale/order/:orderId: the received order's lots and how many of each can still go back. */
export function useAftersaleOptions(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['aftersale', 'options', orderId],
    enabled: enabled && orderId > 0,
    queryFn: ({ signal }) => api.get<AftersaleOptions>(`/aftersale/order/${orderId}`, undefined, { signal }),
    staleTime: 0,
  });
}

/** GET /api/aftersale/:id: the request with its lines and timeline. */
export function useAftersaleDetail(id: number) {
  return useQuery({
    queryKey: ['aftersale', 'detail', id],
    enabled: id > 0,
    queryFn: ({ signal }) => api.get<AftersaleDetail>(`/aftersale/${id}`, undefined, { signal }),
    staleTime: 0,
  });
}

/**
 * POST /api/aftersale; the orders list shows the new state, so order queries go stale too. They are
 * only marked: the buyer is taken to the new request at once, and the pages left behind refetch when
 * next shown. Awaiting their refetch held the submit spinner for the order page being left (three
 * requests; over 10 s on a loaded machine).
 */
export function useApplyAftersale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AftersaleApply) =>
      api.post<z.infer<typeof AftersaleIdSchema>, typeof AftersaleApplySchema>('/aftersale', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['aftersale'], refetchType: 'none' }),
        client.invalidateQueries({ queryKey: ['order'], refetchType: 'none' }),
      ]),
  });
}

/** POST /api/aftersale/:id/ship: the carrier and tracking number of the goods sent back. */
export function useShipBack(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AftersaleShip) =>
      api.post<unknown, typeof AftersaleShipSchema>(`/aftersale/${id}/ship`, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['aftersale'] }),
        client.invalidateQueries({ queryKey: ['order'] }),
      ]),
  });
}
