import { useQuery } from '@tanstack/react-query';
import type { SpikeList } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/index/spike: flash sales with the server clock; refreshed each minute for stock. */
export function useSpike() {
  return useQuery({
    queryKey: ['promo', 'spike'],
    queryFn: ({ signal }) => api.get<SpikeList>('/index/spike', undefined, { signal }),
    refetchInterval: 60_000,
  });
}
