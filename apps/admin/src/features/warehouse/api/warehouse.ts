import type { z } from 'zod';
import type {
  AdminWriteResultSchema,
  CheckBody,
  CheckBodySchema,
  CheckView,
  DisposeBodySchema,
  LedgerPageSchema,
  LedgerQuerySchema,
  PickListCreate,
  PickListCreateSchema,
  PickListResultSchema,
  QuarantinePageSchema,
  QuarantineQuerySchema,
  WarehouseQueueQuerySchema,
  WarehouseQueueSchema,
} from '@shop/shared';
import { api, fileUrl } from '../../../lib/api';

export type QueuePage = z.infer<typeof WarehouseQueueSchema>;
export type QueueRow = QueuePage['list'][number];
export type LedgerPage = z.infer<typeof LedgerPageSchema>;
export type QuarantinePage = z.infer<typeof QuarantinePageSchema>;
export type QuarantineRow = QuarantinePage['list'][number];

export const fetchQueue = (params: Record<string, unknown>) =>
  api.get<QueuePage, typeof WarehouseQueueQuerySchema>('/warehouse/orders', params);
export const createPickList = (body: PickListCreate) =>
  api.post<z.infer<typeof PickListResultSchema>, typeof PickListCreateSchema>('/warehouse/pick-lists', body);
export const pickListPdf = (id: number) => fileUrl(`/warehouse/pick-lists/${id}/pdf`);
export const deliveryNotesPdf = (ids: number[]) =>
  fileUrl(`/warehouse/delivery-notes.pdf?ids=${ids.join(',')}`);
export const fetchCheck = (id: number) => api.get<CheckView>(`/warehouse/check/${id}`);
/** The caller shows a refusal beside the line it names, so the toast is not shown too. */
export const submitCheck = (id: number, body: CheckBody) =>
  api.post<z.infer<typeof AdminWriteResultSchema>, typeof CheckBodySchema>(`/warehouse/check/${id}`, body, {
    silent: true,
  });
export const fetchLedger = (params: Record<string, unknown>) =>
  api.get<LedgerPage, typeof LedgerQuerySchema>('/warehouse/ledger', params);
export const fetchQuarantine = (params: Record<string, unknown>) =>
  api.get<QuarantinePage, typeof QuarantineQuerySchema>('/warehouse/quarantine', params);
export const dispose = (id: number, body: z.input<typeof DisposeBodySchema>) =>
  api.post<z.infer<typeof AdminWriteResultSchema>, typeof DisposeBodySchema>(
    `/warehouse/quarantine/${id}/dispose`,
    body,
  );
