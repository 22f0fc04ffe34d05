import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface NewsItem {
  id: number;
  title: string;
  created_at?: string;
}

/** Accepts a bare list or a page object ({ list } / { data }) — the news module's list shape. */
function toList(value: unknown): NewsItem[] {
  if (Array.isArray(value)) return value as NewsItem[];
  if (value && typeof value === 'object') {
    const v = value as { list?: unknown; data?: unknown };
    if (Array.isArray(v.list)) return v.list as NewsItem[];
    if (Array.isArray(v.data)) return v.data as NewsItem[];
  }
  return [];
}

/** Company notices on the home page; a side column is not worth an error dialog. */
export function useCompanyNews() {
  return useQuery({
    queryKey: ['news', 'company', 'home'],
    queryFn: async ({ signal }) =>
      toList(
        await api.get<unknown>('/news', { type: 'company', page: 1, page_size: 6 }, { silent: true, signal }),
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
