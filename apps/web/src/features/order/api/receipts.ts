import type { ReceiptQuerySchema, ReceiptBodySchema } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReceiptPageSchema } from '@shop/shared';
import { api } from '../../../lib/api';
import { uploadFile } from '../../selfservice';
import { baseInfoKey } from '../../shell';

export type ReceiptPage = z.infer<typeof ReceiptPageSchema>;

/** GET /api/order/receipts: shipped ephedrine orders and their 签收回执. */
export function useReceipts(page: number) {
  return useQuery({
    queryKey: ['order', 'receipts', page],
    queryFn: ({ signal }) =>
      api.get<ReceiptPage, typeof ReceiptQuerySchema>('/order/receipts', { page, page_size: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Uploads the picture (kind receipt), then attaches it to the order; the header's warning follows. */
export function useSubmitReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, file }: { orderId: number; file: File }) => {
      const upload = await uploadFile('receipt', file);
      return api.post<null, typeof ReceiptBodySchema>(`/order/${orderId}/receipt`, { upload_id: upload.id });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['order', 'receipts'] });
      await client.invalidateQueries({ queryKey: baseInfoKey });
    },
  });
}
