import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CopyResultSchema, CartCopyBodySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** POST /api/cart/copy: the selected lines into the carts of other stores of the chain. */
export function useCopyLines() {
  return useMutation({
    mutationFn: ({ ids, stores }: { ids: number[]; stores: number[] }) =>
      api.post<z.infer<typeof CopyResultSchema>, typeof CartCopyBodySchema>('/cart/copy', {
        ids: ids.join(','),
        other_user_ids: stores.join(','),
      }),
  });
}
