import type { PlaceOrderResponse } from '@shop/shared';

/**
 * Where the buyer goes after placing. The ordinary order is paid first on /cart/step3/:id and
 * carries the ephedrine order's id along (?hm=), so the paid page can send the buyer on to pay it
 * on /cart/hm; an ephedrine-only selection goes straight to /cart/hm.
 */
export function payTarget(orders: PlaceOrderResponse['orders']): string {
  const normal = orders.find((o) => o.pay_page === 'step3');
  const hm = orders.find((o) => o.pay_page === 'hm');
  if (normal) return `/cart/step3/${normal.id}${hm ? `?hm=${hm.id}` : ''}`;
  if (hm) return `/cart/hm?id=${hm.id}`;
  return '/order';
}
