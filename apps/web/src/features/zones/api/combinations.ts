import { useQuery } from '@tanstack/react-query';
import type { CombinationView, CombinationQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/combinationMzhgGroup: the package groups (感冒发热, 肠胃调理...). */
export function useCombinationGroups() {
  return useQuery({
    queryKey: ['promo', 'combination-groups'],
    queryFn: ({ signal }) =>
      api.get<Array<{ name: string; count: number }>>('/combinationMzhgGroup', undefined, { signal }),
  });
}

/** GET /api/combinationMzhg: packages of one group (all when none), priced as sets. */
export function useCombinations(group: string | undefined) {
  return useQuery({
    queryKey: ['promo', 'combinations', group ?? ''],
    queryFn: ({ signal }) =>
      api.get<CombinationView[], typeof CombinationQuerySchema>(
        '/combinationMzhg',
        group ? { group } : undefined,
        { signal },
      ),
  });
}
