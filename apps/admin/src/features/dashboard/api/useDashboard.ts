import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shop/shared';
import { api } from '../../../lib/api';

export const useDashboard = () =>
  useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.get<Dashboard>('/dashboard'),
    refetchInterval: 60_000,
  });
