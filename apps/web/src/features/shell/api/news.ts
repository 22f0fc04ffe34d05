import { useQuery } from '@tanstack/react-query';
import type { NewsPage, NewsQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** Company notices on the home page; a side column is not worth an error dialog. */
export function useCompanyNews() {
  return useQuery({
    queryKey: ['news', 'company', 'home'],
    queryFn: async ({ signal }) =>
      (
        await api.get<NewsPage, typeof NewsQuerySchema>(
          '/news',
          { type: 'company', page: 1, page_size: 6 },
          { silent: true, signal },
        )
      ).list,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
