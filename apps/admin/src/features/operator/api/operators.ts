import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  OperatorCreateBody,
  OperatorEnrolmentSchema,
  OperatorListSchema,
  RoleListSchema,
  AdminPageQuerySchema,
  OperatorCreateBodySchema,
  OperatorUpdateBodySchema,
  RoleUpdateBodySchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

export type Enrolment = z.infer<typeof OperatorEnrolmentSchema>;
export type RoleList = z.infer<typeof RoleListSchema>;

export const fetchOperators = (page: number, pageSize: number) =>
  api.get<z.infer<typeof OperatorListSchema>, typeof AdminPageQuerySchema>('/operators', {
    page,
    page_size: pageSize,
  });
export const createOperator = (body: OperatorCreateBody) =>
  api.post<Enrolment, typeof OperatorCreateBodySchema>('/operators', body);
export const updateOperator = (id: number, body: { role?: string; disabled?: boolean }) =>
  api.put<null, typeof OperatorUpdateBodySchema>(`/operators/${id}`, body);
export const resetOperator2fa = (id: number) => api.post<Enrolment>(`/operators/${id}/reset-2fa`);
export const saveRole = (code: string, permissions: string[]) =>
  api.put<null, typeof RoleUpdateBodySchema>(`/roles/${code}`, { permissions });

export const useRoles = () =>
  useQuery({ queryKey: ['admin', 'roles'], queryFn: () => api.get<RoleList>('/roles') });
