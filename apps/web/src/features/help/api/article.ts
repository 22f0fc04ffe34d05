import { useQuery } from '@tanstack/react-query';
import type { Article } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/article/:id — one help article. */
export function useArticle(id: number | null) {
  return useQuery({
    queryKey: ['article', id],
    queryFn: ({ signal }) => api.get<Article>(`/article/${id ?? 0}`, undefined, { signal }),
    enabled: id !== null,
    staleTime: 10 * 60_000,
  });
}
