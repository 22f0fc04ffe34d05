import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { favoriteKeys } from './favorite-list';
import type { FavoriteBodySchema } from '@shop/shared';

/** POST /api/favorite and /api/favorite/cancel take goods_ids as a comma list (spec §7). */
export function useFavoriteToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, on }: { ids: number[]; on: boolean }) =>
      api.post<null, typeof FavoriteBodySchema>(on ? '/favorite' : '/favorite/cancel', {
        goods_ids: ids.join(','),
      }),
    // The detail's 已收藏 flag and the favourites page both follow.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['goods', 'detail'] }),
        client.invalidateQueries({ queryKey: favoriteKeys.all }),
      ]),
  });
}
