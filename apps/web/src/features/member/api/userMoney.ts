import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { UserMoney } from '@shop/shared';

export const userMoneyKey = ['user', 'user_money'] as const;

/** GET /api/user/user_money: balance (yuan string) and points. */
export function useUserMoneyQuery() {
  return useQuery({
    queryKey: userMoneyKey,
    queryFn: ({ signal }) => api.get<UserMoney>('/user/user_money', undefined, { signal }),
    staleTime: 10_000,
  });
}
