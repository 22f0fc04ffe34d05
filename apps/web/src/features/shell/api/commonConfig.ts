import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CommonConfig } from '@shop/shared';

/** Spec §8: a failing common-config call is silently ignored; menus and nav just stay empty. */
export function useCommonConfig() {
  return useQuery({
    queryKey: ['common', 'config'],
    queryFn: ({ signal }) => api.get<CommonConfig>('/common/config', undefined, { silent: true, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
