import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/favorite and /api/favorite/cancel take goods_ids as a comma list (spec §7). */
export function useFavoriteToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, on }: { ids: number[]; on: boolean }) =>
      api.post<null>(on ? '/favorite' : '/favorite/cancel', { goods_ids: ids.join(',') }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['goods', 'detail'] }),
  });
}
