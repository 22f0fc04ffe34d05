import type { CategoryZone } from '../../app/route-types';
import type { BaseInfo } from '../../features/shell/api/baseInfo';

/**
 * Spec §2: a category opens the goods list filtered by it; the special (qx) and self-operated (zy)
 * zones add their flag so the list stays inside the zone, and so does youxuan (is_youx).
 */
export function categoryHref(id: number, zone: CategoryZone): string {
  const q = new URLSearchParams({ select: String(id) });
  if (zone === 'category_qx') q.set('qx', '2');
  if (zone === 'category_zy') q.set('zy', '2');
  if (zone === 'category_yx') q.set('is_youx', '1');
  return `/list?${q.toString()}`;
}

/** The goods list as a zone: its category-menu variant, its name and the list URL that opens it. */
export interface ListZone {
  zone: 'category_yx' | 'category_zy' | 'category_qx';
  name: string;
  href: string;
}

export const YOUX_ZONE: ListZone = { zone: 'category_yx', name: '优选专区', href: '/list?is_youx=1' };
export const SELF_ZONE: ListZone = { zone: 'category_zy', name: '自营专区', href: '/list?zy=2' };
export const SPECIAL_ZONE: ListZone = { zone: 'category_qx', name: '特价专区', href: '/list?qx=2' };

/** The server sends booleans; the old API sent 0/1. */
const flag = (v: boolean | number | undefined): boolean | undefined =>
  v === undefined ? undefined : Boolean(v);

/**
 * Spec §6: is_special opens the special zone to a buyer (visitors have no such flag), and
 * is_show_youx shows the youxuan zone (shown unless a buyer's flag turns it off).
 */
export function zoneAllowed(z: ListZone, base: BaseInfo): boolean {
  if (z.zone === 'category_qx') return flag(base.is_special) === true;
  if (z.zone === 'category_yx') return flag(base.is_show_youx) !== false;
  return true;
}

/** Which zone a goods-list URL is in (qx=2, zy=2, is_youx=1), when this buyer may see that zone. */
export function listZoneOf(search: URLSearchParams, base: BaseInfo): ListZone | null {
  const z =
    search.get('qx') === '2'
      ? SPECIAL_ZONE
      : search.get('zy') === '2'
        ? SELF_ZONE
        : search.get('is_youx') === '1'
          ? YOUX_ZONE
          : null;
  return z && zoneAllowed(z, base) ? z : null;
}
