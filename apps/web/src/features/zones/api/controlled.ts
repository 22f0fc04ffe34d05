import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ControlledList, ControlledQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/kxzq: controlled goods (all, or only new ones), with who may buy each. */
export function useControlled(onlyNew: boolean, page: number) {
  return useQuery({
    queryKey: ['promo', 'kxzq', onlyNew, page],
    queryFn: ({ signal }) =>
      api.get<ControlledList, typeof ControlledQuerySchema>(
        '/kxzq',
        { page, ...(onlyNew ? { new: '1' } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
