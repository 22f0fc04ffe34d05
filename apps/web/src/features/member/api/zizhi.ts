import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Qualification } from '@shop/shared';

/** GET /api/user/zizhi: the company, its certificates and the review status. */
export function useQualificationQuery(enabled = true) {
  return useQuery({
    queryKey: ['user', 'zizhi'],
    enabled,
    queryFn: ({ signal }) => api.get<Qualification>('/user/zizhi', undefined, { signal }),
    staleTime: 60_000,
  });
}
