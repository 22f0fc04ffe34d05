import type { z } from 'zod';
import { message } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshCart } from './keys';
import type { CartDeleteBodySchema, DeleteResultSchema } from '@shop/shared';

/** POST /api/cart/batch_delete (ids). */
export function useDeleteLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<z.infer<typeof DeleteResultSchema>, typeof CartDeleteBodySchema>('/cart/batch_delete', {
        ids: ids.join(','),
      }),
    onSuccess: () => void message.success('删除成功'),
    onSettled: () => refreshCart(client),
  });
}
