import { useQuery } from '@tanstack/react-query';
import type { OperatorCreateBody, OperatorRow, Role } from '@shop/shared';
import { api } from '../../../lib/api';

export interface Enrolment {
  id: number;
  username: string;
  totp_secret: string;
  otpauth_uri: string;
  recovery_codes: string[];
}
export interface RoleList {
  list: Role[];
  permissions: { code: string; name: string }[];
}

export const fetchOperators = (page: number, pageSize: number) =>
  api.get<{ list: OperatorRow[]; total: number }>('/operators', { page, page_size: pageSize });
export const createOperator = (body: OperatorCreateBody) => api.post<Enrolment>('/operators', body);
export const updateOperator = (id: number, body: { role?: string; disabled?: boolean }) =>
  api.put<null>(`/operators/${id}`, body);
export const resetOperator2fa = (id: number) => api.post<Enrolment>(`/operators/${id}/reset-2fa`);
export const saveRole = (code: string, permissions: string[]) =>
  api.put<null>(`/roles/${code}`, { permissions });

export const useRoles = () =>
  useQuery({ queryKey: ['admin', 'roles'], queryFn: () => api.get<RoleList>('/roles') });
