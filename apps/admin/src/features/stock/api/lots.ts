import type { z } from 'zod';
import type {
  AdminLot,
  AdminLotPageSchema,
  AdminLotReceive,
  AdminLotAdjustSchema,
  AdminLotCorrectSchema,
  AdminLotFreezeSchema,
  AdminLotQuerySchema,
  AdminLotReceiveSchema,
  AdminLotReportSchema,
  AdminWriteResultSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

export type LotPage = z.infer<typeof AdminLotPageSchema>;
export type { AdminLot };
export const fetchLots = (params: Record<string, unknown>) =>
  api.get<LotPage, typeof AdminLotQuerySchema>('/lots', params);
export const receiveLot = (v: AdminLotReceive) =>
  api.post<z.infer<typeof AdminWriteResultSchema>, typeof AdminLotReceiveSchema>('/lots', v);
export const adjustLot = (id: number, delta: number, reason: string) =>
  api.post<z.infer<typeof AdminWriteResultSchema>, typeof AdminLotAdjustSchema>(`/lots/${id}/adjust`, {
    delta,
    reason,
  });
export const freezeLot = (id: number, frozen: boolean, reason: string) =>
  api.post<z.infer<typeof AdminWriteResultSchema>, typeof AdminLotFreezeSchema>(`/lots/${id}/freeze`, {
    frozen,
    reason,
  });
export const setLotReport = (id: number, report_url: string) =>
  api.put<z.infer<typeof AdminWriteResultSchema>, typeof AdminLotReportSchema>(`/lots/${id}/report`, {
    report_url,
  });
export type LotCorrection = z.input<typeof AdminLotCorrectSchema>;
export const correctLot = (id: number, v: LotCorrection) =>
  api.post<z.infer<typeof AdminWriteResultSchema>, typeof AdminLotCorrectSchema>(`/lots/${id}/correct`, v);
