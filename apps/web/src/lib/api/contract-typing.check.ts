/**
 * Checked by `npm run typecheck` only (nothing imports it): a call typed by its contract rejects a
 * parameter or field the contract does not name, and a call that sends input without naming its
 * contract does not compile. If these stop being errors, tsc fails on the
 * unused @ts-expect-error.
 */
import type { CartSelectBodySchema, OrderListQuerySchema, PayBodySchema } from '@shop/shared';
import { api } from './client';

export function contractTypingCheck(): void {
  // @ts-expect-error 'pgae' is not a query parameter of GET /api/order
  void api.get<unknown, typeof OrderListQuerySchema>('/order', { pgae: 2 });
  // @ts-expect-error 'bitcoin' is not a payment type of POST /api/payment/:id
  void api.post<unknown, typeof PayBodySchema>('/payment/1', { pay_type: 'bitcoin' });
  // @ts-expect-error a call that sends parameters must name its contract
  void api.get<unknown>('/order', { page: 2 });
  // @ts-expect-error a call that sends a body must name its contract
  void api.post<unknown>('/payment/1', { pay_type: 'balance' });
  // @ts-expect-error 'is_selectd' is not a field of POST /api/cart/batch_select
  void api.post<unknown, typeof CartSelectBodySchema>('/cart/batch_select', { ids: '1', is_selectd: 1 });
  // The same calls with the contract's own fields compile, and a call that sends nothing needs none.
  void api.get<unknown>('/cart/total');
  void api.post<unknown, typeof CartSelectBodySchema>('/cart/batch_select', { ids: '1', is_selected: 1 });
  void api.get<unknown, typeof OrderListQuerySchema>('/order', { page: 2, status: 'unpaid' });
  void api.post<unknown, typeof PayBodySchema>('/payment/1', { pay_type: 'balance' });
}
