import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminBrandListSchema,
  AdminCategoryNode,
  AdminGoodsDetail,
  AdminGoodsInput,
  AdminGoodsPageSchema,
  AdminManufacturerListSchema,
  AdminPrice,
  AdminPriceInput,
  AdminPricePreviewResultSchema,
  AdminTagListSchema,
  AdminGoodsBulkSchema,
  AdminGoodsInputSchema,
  AdminGoodsQuerySchema,
  AdminManufacturerQuerySchema,
  AdminPriceInputSchema,
  AdminPricePreviewSchema,
  AdminWriteResultSchema,
  AdminCountSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

export type GoodsPage = z.infer<typeof AdminGoodsPageSchema>;
export type Makers = z.infer<typeof AdminManufacturerListSchema>;
export type Brands = z.infer<typeof AdminBrandListSchema>;
export type Tags = z.infer<typeof AdminTagListSchema>;
export type Preview = z.infer<typeof AdminPricePreviewResultSchema>;

export const fetchGoods = (params: Record<string, unknown>) =>
  api.get<GoodsPage, typeof AdminGoodsQuerySchema>('/goods', params);
export const useGoodsDetail = (id: number | null) =>
  useQuery({
    queryKey: ['admin', 'goods', id],
    queryFn: () => api.get<AdminGoodsDetail>(`/goods/${id}`),
    enabled: id !== null,
  });
export const useCategories = () =>
  useQuery({ queryKey: ['admin', 'categories'], queryFn: () => api.get<AdminCategoryNode[]>('/categories') });
export const useMakers = (keyword: string) =>
  useQuery({
    queryKey: ['admin', 'makers', keyword],
    queryFn: () =>
      api.get<Makers, typeof AdminManufacturerQuerySchema>('/manufacturers', { keyword, page_size: 50 }),
  });
export const useBrands = () =>
  useQuery({ queryKey: ['admin', 'brands'], queryFn: () => api.get<Brands>('/brands') });
export const useTags = () => useQuery({ queryKey: ['admin', 'tags'], queryFn: () => api.get<Tags>('/tags') });

export function useSaveGoods(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: AdminGoodsInput) =>
      id === null
        ? api.post<z.infer<typeof AdminWriteResultSchema>, typeof AdminGoodsInputSchema>('/goods', v)
        : api.put<z.infer<typeof AdminWriteResultSchema>, typeof AdminGoodsInputSchema>(`/goods/${id}`, v),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'goods'] }),
  });
}

export type GoodsBulk = z.input<typeof AdminGoodsBulkSchema>;
export const bulkGoods = (body: GoodsBulk) =>
  api.post<z.infer<typeof AdminCountSchema>, typeof AdminGoodsBulkSchema>('/goods/bulk', body);

export const usePrices = (id: number | null) =>
  useQuery({
    queryKey: ['admin', 'prices', id],
    queryFn: () => api.get<AdminPrice>(`/goods/${id}/prices`),
    enabled: id !== null,
  });
export function useSavePrices(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: AdminPriceInput) =>
      api.put<z.infer<typeof AdminWriteResultSchema>, typeof AdminPriceInputSchema>(`/goods/${id}/prices`, v),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'prices', id] }),
  });
}
export const previewPrice = (goods_id: number, number: number) =>
  api.post<Preview, typeof AdminPricePreviewSchema>('/prices/preview', { goods_id, number });
