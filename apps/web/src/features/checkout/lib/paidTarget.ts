/** /cart/step4 for this order, still carrying the ephedrine order that waits to be paid (if any). */
export const paidTarget = (id: number, hmId: number | null): string =>
  `/cart/step4?id=${id}${hmId ? `&hm=${hmId}` : ''}`;

/** An order that no longer needs paying here. */
export const PAID_STATUSES = ['paid', 'shipped', 'done'] as const;
export const isPaidStatus = (s: string): boolean => (PAID_STATUSES as readonly string[]).includes(s);
