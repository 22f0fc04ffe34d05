import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelectResult, CartSelectBodySchema } from '@shop/shared';
import { api } from '../../../lib/api';
import { refreshCart } from './keys';
import { message } from '../../../lib/feedback';

/** POST /api/cart/batch_select: lines that cannot be bought stay unselected; the buyer is told why. */
export function useSelectLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, selected }: { ids: number[] | 'all'; selected: boolean }) =>
      api.post<SelectResult, typeof CartSelectBodySchema>('/cart/batch_select', {
        ids: ids === 'all' ? 'all' : ids.join(','),
        is_selected: selected ? 1 : 0,
      }),
    onSuccess: (r) => {
      const first = r.forced[0];
      if (first) message.warning(`「${first.name}」${first.reason}，已取消勾选`);
    },
    onSettled: () => refreshCart(client),
  });
}
