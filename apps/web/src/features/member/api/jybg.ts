import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JybgList, JybgQuery, JybgQuerySchema } from '@shop/shared';
import { api } from '../../../lib/api';

/** The filter form's values; the page size is the caller's, so it is not part of the filter. */
export type JybgFilter = Omit<JybgQuery, 'page_size'>;

/** GET /api/jybg/filter: inspection reports of the lots this buyer bought. */
export const useJybgQuery = (filter: JybgFilter, pageSize: number) =>
  useQuery({
    queryKey: ['jybg', filter, pageSize],
    queryFn: ({ signal }) =>
      api.get<JybgList, typeof JybgQuerySchema>(
        '/jybg/filter',
        { ...filter, page_size: pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
