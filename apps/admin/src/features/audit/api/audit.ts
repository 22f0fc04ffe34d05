import { useQuery } from '@tanstack/react-query';
import type { AuditRow, AuditVerify } from '@shop/shared';
import { api } from '../../../lib/api';

export interface AuditPage {
  list: AuditRow[];
  total: number;
}
export const fetchAudit = (params: Record<string, unknown>) => api.get<AuditPage>('/audit', params);

export const useAuditVerify = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'audit', 'verify'],
    queryFn: () => api.get<AuditVerify>('/audit/verify'),
    enabled,
  });
