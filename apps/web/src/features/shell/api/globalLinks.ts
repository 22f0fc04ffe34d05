import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { GlobalLinks } from '@shop/shared';

export function useGlobalLinks() {
  return useQuery({
    queryKey: ['global', 'links'],
    queryFn: ({ signal }) => api.get<GlobalLinks>('/global/links', undefined, { silent: true, signal }),
    staleTime: 30 * 60_000,
    retry: false,
  });
}
