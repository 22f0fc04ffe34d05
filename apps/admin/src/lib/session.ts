import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasPermission, type OperatorMe } from '@shop/shared';
import { api } from './api';

export type Me = OperatorMe;
export const ME_KEY = ['admin', 'me'] as const;

/** The signed-in operator; null when signed out (no redirect loop from the sign-in page). */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        return await api.get<Me>('/auth/me', undefined, { silent: true });
      } catch {
        return null;
      }
    },
    staleTime: 60_000,
  });
}

export function useCan() {
  const { data } = useMe();
  return (permission: string) => (data ? hasPermission(data.permissions, permission) : false);
}

export function useSignOut() {
  const qc = useQueryClient();
  return async () => {
    await api.post('/auth/logout').catch(() => undefined);
    qc.clear();
    window.location.assign('/admin/login');
  };
}
