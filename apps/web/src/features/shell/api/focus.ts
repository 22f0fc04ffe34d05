import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { FocusAd as AdItem } from '@shop/shared';

/** Ad slots of GET /api/focus[/slot]: '' is the home carousel. */
export type FocusSlot = '' | 'top' | 'right' | 'bottom' | 'login' | 'common';

/** Ads are decoration: a failure (spec §8: top ad) leaves the slot empty rather than alarming. */
export function useFocus(slot: FocusSlot, enabled = true) {
  return useQuery({
    queryKey: ['focus', slot],
    enabled,
    queryFn: ({ signal }) =>
      api.get<AdItem[]>(slot ? `/focus/${slot}` : '/focus', undefined, { silent: true, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
