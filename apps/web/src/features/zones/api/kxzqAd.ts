import { useQuery } from '@tanstack/react-query';
import type { FocusAd, KxzqAdQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/**
 * GET /api/focus/kxzq_ad (ids): the 控销 zone's strip of small ads. `ids` is the {ads} part of
 * /kxzq/goods/{url}/{ads} ("12,15"): only those ads, in that order. Decoration: failures are silent.
 */
export function useKxzqAds(ids: string | undefined) {
  return useQuery({
    queryKey: ['focus', 'kxzq_ad', ids ?? ''],
    queryFn: ({ signal }) =>
      api.get<FocusAd[], typeof KxzqAdQuerySchema>('/focus/kxzq_ad', ids ? { ids } : undefined, {
        silent: true,
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
