import type { QueryClient } from '@tanstack/react-query';
import { baseInfoKey } from '../../shell';

export const cartKeys = {
  all: ['cart'] as const,
  list: (filters: number) => ['cart', 'list', filters] as const,
};

/** After any cart change: the cart queries and the user base (header badge = base.cart). */
export const refreshCart = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: cartKeys.all }),
    client.invalidateQueries({ queryKey: baseInfoKey }),
  ]);
