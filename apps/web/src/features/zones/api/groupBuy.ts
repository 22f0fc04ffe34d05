import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupBuyDetail, GroupBuyJoinResult, GroupBuyList, GroupBuyJoinBodySchema } from '@shop/shared';
import { api } from '../../../lib/api';

const key = ['promo', 'group-buy'] as const;

/** GET /api/group_buy: the groups of /ptzq with the server clock; refreshed each minute. */
export function useGroupBuys() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<GroupBuyList>('/group_buy', undefined, { signal }),
    refetchInterval: 60_000,
  });
}

/** GET /api/group_buy/:id: one group, its members and the buyer's own place. */
export function useGroupBuy(id: number) {
  return useQuery({
    queryKey: [...key, id],
    queryFn: ({ signal }) => api.get<GroupBuyDetail>(`/group_buy/${id}`, undefined, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: 30_000,
  });
}

/** POST /api/group_buy/:id/join; the group, the balance and the money log refresh after it. */
export function useJoinGroupBuy(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (number: number) =>
      api.post<GroupBuyJoinResult, typeof GroupBuyJoinBodySchema>(`/group_buy/${id}/join`, { number }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: ['user'] }),
        client.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
}
