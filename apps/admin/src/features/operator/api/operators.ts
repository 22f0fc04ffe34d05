import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  OperatorCreateBody,
  OperatorCreatedSchema,
  OperatorListSchema,
  OperatorUpdateBody,
  RoleListSchema,
  AdminPageQuerySchema,
  OperatorCreateBodySchema,
  OperatorResetPasswordBodySchema,
  OperatorUpdateBodySchema,
  RoleCreateBody,
  RoleCreateBodySchema,
  RoleCreatedSchema,
  RoleUpdateBody,
  RoleUpdateBodySchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

export type RoleList = z.infer<typeof RoleListSchema>;
type Created = z.infer<typeof OperatorCreatedSchema>;

export const fetchOperators = (page: number, pageSize: number) =>
  api.get<z.infer<typeof OperatorListSchema>, typeof AdminPageQuerySchema>('/operators', {
    page,
    page_size: pageSize,
  });
export const createOperator = (body: OperatorCreateBody) =>
  api.post<Created, typeof OperatorCreateBodySchema>('/operators', body);
export const updateOperator = (id: number, body: OperatorUpdateBody) =>
  api.put<null, typeof OperatorUpdateBodySchema>(`/operators/${id}`, body);
export const resetOperator2fa = (id: number) => api.post<Created>(`/operators/${id}/reset-2fa`);
export const unlockOperator = (id: number) => api.post<null>(`/operators/${id}/unlock`);
export const resetOperatorPassword = (id: number, password: string) =>
  api.post<Created, typeof OperatorResetPasswordBodySchema>(`/operators/${id}/reset-password`, { password });
export const createRole = (body: RoleCreateBody) =>
  api.post<z.infer<typeof RoleCreatedSchema>, typeof RoleCreateBodySchema>('/roles', body);
export const saveRole = (code: string, body: RoleUpdateBody) =>
  api.put<null, typeof RoleUpdateBodySchema>(`/roles/${code}`, body);

export const ROLES_KEY = ['admin', 'roles'] as const;
export const useRoles = () => useQuery({ queryKey: ROLES_KEY, queryFn: () => api.get<RoleList>('/roles') });
