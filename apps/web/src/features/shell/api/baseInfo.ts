import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { VISITOR, type BaseInfo } from './types';

export const baseInfoKey = ['user', 'base'] as const;

/**
 * Silent: a visitor (or a failing call) must still see the header, so any failure becomes the
 * visitor look { show: true } (spec §6) instead of a dialog or a login redirect.
 */
export function useBaseInfoQuery(enabled: boolean) {
  return useQuery({
    queryKey: baseInfoKey,
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<BaseInfo>('/user/base', undefined, { silent: true, signal });
      } catch {
        return VISITOR;
      }
    },
    staleTime: 30_000,
  });
}
