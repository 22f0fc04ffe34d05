import type { GoodsListParams } from '@shop/shared';

/** Every filter of the shared bar lives in the URL, so a list can be bookmarked, shared and restored. */
export const FILTER_KEYS = [
  'keyword',
  'type',
  'select',
  'qx',
  'zy',
  'manufacturer',
  'dosage_form',
  'rx',
  'in_stock',
  'near_expiry',
  'is_youx',
  'free_shipping',
  'brand',
  'price_min',
  'price_max',
  'sort',
  'page',
] as const satisfies readonly (keyof GoodsListParams)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

export const PAGE_SIZE = 20;

/** URL → list call parameters; `select` may come from the /list/other/:id route instead. */
export function listParamsOf(search: URLSearchParams, categoryId?: string): GoodsListParams {
  const params: GoodsListParams = { size: PAGE_SIZE };
  for (const key of FILTER_KEYS) {
    const v = search.get(key);
    if (v !== null && v !== '') params[key] = v;
  }
  if (categoryId) params.select = categoryId;
  return params;
}

/** A new URL query after changing some filters; any change but the page returns to page 1. */
export function withFilters(search: URLSearchParams, changes: Partial<Record<FilterKey, string | null>>) {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined || v === '') next.delete(k);
    else next.set(k, v);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
