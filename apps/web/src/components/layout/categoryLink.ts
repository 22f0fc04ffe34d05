import type { CategoryZone } from '../../app/route-types';

/**
 * Spec §2: a category opens the goods list filtered by it; the special (qx) and self-operated (zy)
 * zones add their flag so the list stays inside the zone.
 */
export function categoryHref(id: number, zone: CategoryZone): string {
  const q = new URLSearchParams({ select: String(id) });
  if (zone === 'category_qx') q.set('qx', '2');
  if (zone === 'category_zy') q.set('zy', '2');
  return `/list?${q.toString()}`;
}
