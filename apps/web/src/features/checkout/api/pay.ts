import type { PayBodySchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayResult, PayType } from '@shop/shared';
import { api } from '../../../lib/api';
import { payInfoKey } from './payInfo';

/** POST /api/payment/:id: balance pays at once, offline waits for the transfer, online returns a QR. */
export function usePayOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pay_type: PayType) =>
      api.post<PayResult, typeof PayBodySchema>(`/payment/${id}`, { pay_type }),
    onSettled: () => client.invalidateQueries({ queryKey: payInfoKey(id) }),
  });
}
