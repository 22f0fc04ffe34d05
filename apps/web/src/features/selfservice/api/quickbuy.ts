import type {
  FastBuyQuerySchema,
  PageQuerySchema,
  MatchListBodySchema,
  AddAllBodySchema,
  ListFileTextSchema,
} from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AddAllBody,
  AddAllResultSchema,
  FastBuyPageSchema,
  MatchResult,
  PurchaseRecordPageSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';
import { refreshCart } from '../../cart';

export type FastBuyPage = z.infer<typeof FastBuyPageSchema>;
export type PurchaseRecordPage = z.infer<typeof PurchaseRecordPageSchema>;
export type AddAllResult = z.infer<typeof AddAllResultSchema>;

/** GET /api/user/fast_buy: goods bought before, by how often, how recently or how many. */
export function useFastBuy(page: number, order: 'times' | 'recent' | 'number', pageSize = 10) {
  return useQuery({
    queryKey: ['user', 'fast_buy', page, order, pageSize],
    queryFn: ({ signal }) =>
      api.get<FastBuyPage, typeof FastBuyQuerySchema>(
        '/user/fast_buy',
        { page, order, page_size: pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/buy: purchase records, newest first. */
export function usePurchaseRecords(page: number, pageSize = 10) {
  return useQuery({
    queryKey: ['user', 'buy', page, pageSize],
    queryFn: ({ signal }) =>
      api.get<PurchaseRecordPage, typeof PageQuerySchema>(
        '/user/buy',
        { page, page_size: pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/user/buy/match: the pasted or uploaded list, matched line by line. */
/** POST /api/user/buy/read_file: an .xlsx or .csv purchase list read on the server into lines. */
export function readListFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<z.infer<typeof ListFileTextSchema>>('/user/buy/read_file', form);
}

export function useMatchList() {
  return useMutation({
    mutationFn: (text: string) =>
      api.post<MatchResult, typeof MatchListBodySchema>('/user/buy/match', { text }),
  });
}

/** POST /api/user/buy/add_all: every chosen line into the cart in one request. */
export function useAddAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddAllBody) =>
      api.post<AddAllResult, typeof AddAllBodySchema>('/user/buy/add_all', body),
    onSuccess: () => refreshCart(client),
  });
}
