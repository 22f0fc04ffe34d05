import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshCart } from './keys';
import type { CartEditBodySchema, CartEditResultSchema } from '@shop/shared';

/** POST /api/cart/{id}/edit (params.number, new): the server applies the quantity rules. */
export function useEditLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, number }: z.infer<typeof CartEditResultSchema>) =>
      api.post<{ id: number; number: number }, typeof CartEditBodySchema>(`/cart/${id}/edit`, {
        params: { number },
        new: 1,
      }),
    // On refusal too: the list shows the number the server kept.
    onSettled: () => refreshCart(client),
  });
}
