import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Hot search words under the header box; silent like the rest of the header's optional data. */
export function useHotSearches() {
  return useQuery({
    queryKey: ['goods', 'hot'],
    queryFn: ({ signal }) => api.get<string[]>('/goods/hot', undefined, { silent: true, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
