import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { BusinessScope } from '@shop/shared';

/** GET /api/user/jyfw: 经营范围 as licence labels. */
export function useBusinessScopeQuery() {
  return useQuery({
    queryKey: ['user', 'jyfw'],
    queryFn: ({ signal }) => api.get<BusinessScope>('/user/jyfw', undefined, { signal }),
    staleTime: 60_000,
  });
}
