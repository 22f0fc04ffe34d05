import { useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;
export const useDashboard = (range: { from?: string; to?: string }) =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, range.from ?? '', range.to ?? ''],
    queryFn: () => api.get<Dashboard, typeof DashboardQuerySchema>('/dashboard', range),
    refetchInterval: 60_000,
  });
