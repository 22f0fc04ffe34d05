import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The fields of a goods-list row the home floor shows (spec §3 goods). */
export interface FloorGoods {
  id: number;
  name: string;
  sccj?: string;
  ypgg?: string;
  /** Yuan string; null when prices are hidden from visitors (price_hidden_reason says why). */
  base_price?: string | null;
  price_hidden_reason?: string | null;
  goods_image?: string | string[];
  image?: string;
}

function toList(value: unknown): FloorGoods[] {
  if (Array.isArray(value)) return value as FloorGoods[];
  if (value && typeof value === 'object') {
    const v = value as { list?: unknown; data?: unknown; items?: unknown };
    for (const k of [v.list, v.data, v.items]) if (Array.isArray(k)) return k as FloorGoods[];
  }
  return [];
}

/**
 * Best sellers for the home floor from the catalogue's list call. Silent: until the catalogue
 * module answers, the floor shows its empty state instead of an error.
 */
export function useRecommendedGoods() {
  return useQuery({
    queryKey: ['goods', 'list', { page: 1, size: 10, sort: 'sales' }],
    queryFn: async ({ signal }) =>
      toList(
        await api.get<unknown>('/goods/list', { page: 1, size: 10, sort: 'sales' }, { silent: true, signal }),
      ),
    staleTime: 60_000,
    retry: false,
  });
}

export const goodsImage = (g: FloorGoods): string | undefined =>
  Array.isArray(g.goods_image) ? g.goods_image[0] : (g.goods_image ?? g.image);
