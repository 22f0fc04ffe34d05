import { useQuery } from '@tanstack/react-query';
import type { ArticleCategoryQuerySchema } from '@shop/shared';
import { HELP_CATEGORY_ID } from '@shop/shared/constants';
import type { HelpGroup } from '@shop/shared';
import { api } from '../../../lib/api';

/**
 * GET /api/article/category: the help groups with their sections. Same query key as the footer's
 * call, so the help pages reuse what the footer already loaded.
 */
export function useHelpGroups() {
  return useQuery({
    queryKey: ['article', 'category'],
    queryFn: ({ signal }) =>
      api.get<HelpGroup[], typeof ArticleCategoryQuerySchema>(
        '/article/category',
        { category_id: HELP_CATEGORY_ID },
        { silent: true, signal },
      ),
    staleTime: 30 * 60_000,
  });
}
