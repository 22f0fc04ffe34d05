import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshCart } from './keys';
import type { CartDeleteBodySchema, DeleteResultSchema } from '@shop/shared';
import { message } from '../../../lib/feedback';

/** POST /api/cart/batch_delete (ids). */
export function useDeleteLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<z.infer<typeof DeleteResultSchema>, typeof CartDeleteBodySchema>('/cart/batch_delete', {
        ids: ids.join(','),
      }),
    onSuccess: () => message.success('删除成功'),
    onSettled: () => refreshCart(client),
  });
}
