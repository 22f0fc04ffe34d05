/**
 * Checked by `npm run typecheck` only (nothing imports it): a call typed by its contract rejects a
 * parameter or field the contract does not name. If these stop being errors, tsc fails on the
 * unused @ts-expect-error.
 */
import type { OrderListQuerySchema, PayBodySchema } from '@shop/shared';
import { api } from './client';

export function contractTypingCheck(): void {
  // @ts-expect-error 'pgae' is not a query parameter of GET /api/order
  void api.get<unknown, typeof OrderListQuerySchema>('/order', { pgae: 2 });
  // @ts-expect-error 'bitcoin' is not a payment type of POST /api/payment/:id
  void api.post<unknown, typeof PayBodySchema>('/payment/1', { pay_type: 'bitcoin' });
  // The same calls with the contract's own fields compile.
  void api.get<unknown, typeof OrderListQuerySchema>('/order', { page: 2, status: 'unpaid' });
  void api.post<unknown, typeof PayBodySchema>('/payment/1', { pay_type: 'balance' });
}
