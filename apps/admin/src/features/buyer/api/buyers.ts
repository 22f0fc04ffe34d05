import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBulkBodySchema,
  AdminBulkResult,
  AdjustWalletBody,
  AdminBuyerDetail,
  AdminCompanyRegionBody,
  AdminCompanyRegionBodySchema,
  ApproveBuyerBody,
  AdminBuyerQuerySchema,
  AdjustWalletBodySchema,
  ApproveBuyerBodySchema,
  AssignManagerBodySchema,
  BuyerChatBodySchema,
  RejectBuyerBodySchema,
  AdminBuyerListSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

export const fetchBuyers = (params: Record<string, unknown>) =>
  api.get<z.infer<typeof AdminBuyerListSchema>, typeof AdminBuyerQuerySchema>('/buyers', params);

const key = (id: number) => ['admin', 'buyer', id] as const;
export const useBuyer = (id: number) =>
  useQuery({ queryKey: key(id), queryFn: () => api.get<AdminBuyerDetail>(`/buyers/${id}`) });
export const useRefreshBuyer = (id: number) => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: key(id) });
};

export const approveBuyer = (id: number, body: ApproveBuyerBody) =>
  api.post<unknown, typeof ApproveBuyerBodySchema>(`/buyers/${id}/approve`, body);
export const rejectBuyer = (id: number, reason: string) =>
  api.post<unknown, typeof RejectBuyerBodySchema>(`/buyers/${id}/reject`, { reason });
export const assignManager = (id: number, managerId: number) =>
  api.post<unknown, typeof AssignManagerBodySchema>(`/buyers/${id}/manager`, { manager_id: managerId });
export const adjustWallet = (id: number, body: AdjustWalletBody) =>
  api.post<unknown, typeof AdjustWalletBodySchema>(`/buyers/${id}/wallet`, body);
export const unlockBuyer = (id: number) => api.post(`/buyers/${id}/unlock`);
export const setBuyerChat = (id: number, enabled: boolean) =>
  api.post<unknown, typeof BuyerChatBodySchema>(`/buyers/${id}/chat`, { enabled });

/** 批量审核通过 (as applied): each chosen buyer approved or refused with why. */
export const bulkApproveBuyers = (ids: number[]) =>
  api.post<AdminBulkResult, typeof AdminBulkBodySchema>('/buyers/bulk-approve', { ids });

/** 修改所在地区: the company's three region codes (质管). */
export const setCompanyRegion = (id: number, body: AdminCompanyRegionBody) =>
  api.put<unknown, typeof AdminCompanyRegionBodySchema>(`/buyers/${id}/region`, body);
