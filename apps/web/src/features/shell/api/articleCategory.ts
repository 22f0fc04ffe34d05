import { useQuery } from '@tanstack/react-query';
import type { ArticleCategoryQuerySchema } from '@shop/shared';
import { HELP_CATEGORY_ID } from '@shop/shared/constants';
import { api } from '../../../lib/api';
import type { HelpGroup as ArticleCategory } from '@shop/shared';

/** Help-centre groups for the footer; the footer is not worth an error dialog. */
export function useArticleCategories() {
  return useQuery({
    queryKey: ['article', 'category'],
    queryFn: ({ signal }) =>
      api.get<ArticleCategory[], typeof ArticleCategoryQuerySchema>(
        '/article/category',
        { category_id: HELP_CATEGORY_ID },
        { silent: true, signal },
      ),
    staleTime: 30 * 60_000,
    retry: false,
  });
}
