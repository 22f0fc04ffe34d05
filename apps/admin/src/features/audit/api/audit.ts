import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditListSchema, AuditVerify, AuditQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

export type AuditPage = z.infer<typeof AuditListSchema>;
export const fetchAudit = (params: Record<string, unknown>) =>
  api.get<AuditPage, typeof AuditQuerySchema>('/audit', params);

export const useAuditVerify = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'audit', 'verify'],
    queryFn: () => api.get<AuditVerify>('/audit/verify'),
    enabled,
  });

export const fetchAuditOperators = async () =>
  (await api.get<{ list: { id: number; name: string }[] }>('/audit/operators')).list.map((o) => ({
    label: o.name,
    value: o.id,
  }));
