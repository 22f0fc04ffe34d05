import type { OrderKind } from '@shop/shared';

/** Where an unpaid order is paid: ephedrine orders on /cart/hm, the rest on /cart/step3/:id. */
export const payLink = (id: number, kind: OrderKind): string =>
  kind === 'ephedrine' ? `/cart/hm?id=${id}` : `/cart/step3/${id}`;

export const detailLink = (id: number): string => `/order/info/${id}`;
