import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { HelpGroup as ArticleCategory } from '@shop/shared';

/** Help-centre groups for the footer; the footer is not worth an error dialog. */
export function useArticleCategories() {
  return useQuery({
    queryKey: ['article', 'category'],
    queryFn: ({ signal }) =>
      api.get<ArticleCategory[]>('/article/category', undefined, { silent: true, signal }),
    staleTime: 30 * 60_000,
    retry: false,
  });
}
