import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { FavoritePage, FavoriteListQuerySchema } from '@shop/shared';

export const favoriteKeys = {
  all: ['favorite'] as const,
  page: (page: number) => ['favorite', 'list', page] as const,
};

/** GET /api/favorite?page= (spec §7): the buyer's favourites as goods cards, newest first. */
export function useFavoriteList(page: number) {
  return useQuery({
    queryKey: favoriteKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<FavoritePage, typeof FavoriteListQuerySchema>('/favorite', { page }, { signal }),
    placeholderData: keepPreviousData,
  });
}
