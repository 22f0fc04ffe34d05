import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsItem, NewsPage, NewsType, NewsQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** GET /api/news: one page of 行业资讯 or 公司新闻, newest first. */
export function useNewsPage(type: NewsType, page: number, pageSize = 15) {
  return useQuery({
    queryKey: ['news', type, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<NewsPage, typeof NewsQuerySchema>('/news', { type, page, page_size: pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/news/:id — one item with its newer (prev) and older (next) neighbours. */
export function useNewsItem(id: number) {
  return useQuery({
    queryKey: ['news', 'item', id],
    queryFn: ({ signal }) => api.get<NewsItem>(`/news/${id}`, undefined, { signal }),
    enabled: id > 0,
  });
}
