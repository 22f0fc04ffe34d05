import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toMoneyLogParams, type MoneyLogState } from '../lib/moneyLogQuery';
import type { MoneyLogPage, MoneyLogQuerySchema } from '@shop/shared';

/** GET /api/user/user_money_log (page, use_type, start_time, end_time). */
export function useMoneyLogQuery(s: MoneyLogState) {
  const params = toMoneyLogParams(s);
  return useQuery({
    queryKey: ['user', 'user_money_log', params],
    queryFn: ({ signal }) =>
      api.get<MoneyLogPage, typeof MoneyLogQuerySchema>('/user/user_money_log', params, { signal }),
    placeholderData: keepPreviousData,
  });
}
