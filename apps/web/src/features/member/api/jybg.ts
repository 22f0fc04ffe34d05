import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JybgList } from '@shop/shared';
import { api } from '../../../lib/api';

export interface JybgFilter {
  goods_name?: string;
  batch_no?: string;
  sccj?: string;
  page: number;
}

/** GET /api/jybg/filter: inspection reports of the lots this buyer bought. */
export const useJybgQuery = (filter: JybgFilter, pageSize: number) =>
  useQuery({
    queryKey: ['jybg', filter, pageSize],
    queryFn: ({ signal }) =>
      api.get<JybgList>('/jybg/filter', { ...filter, page_size: pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
