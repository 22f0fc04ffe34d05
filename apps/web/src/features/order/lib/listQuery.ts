import type { OrderTab } from '@shop/shared';
import { ORDER_TABS } from '@shop/shared/contracts/enums';

export const ORDER_PAGE_SIZE = 10;

/** The orders centre's state lives in the URL (?status=&keyword=&page=), so back/forward and links work. */
export interface OrderListState {
  status: OrderTab;
  keyword: string;
  page: number;
}

const isTab = (v: string | null): v is OrderTab =>
  v !== null && (ORDER_TABS as readonly string[]).includes(v);

export function readListState(search: URLSearchParams): OrderListState {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: isTab(status) ? status : 'all',
    keyword: (search.get('keyword') ?? '').trim().slice(0, 50),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The page's URL: defaults are left out so /order stays /order. */
export function toSearch(s: OrderListState): string {
  const p = new URLSearchParams();
  if (s.status !== 'all') p.set('status', s.status);
  if (s.keyword) p.set('keyword', s.keyword);
  if (s.page > 1) p.set('page', String(s.page));
  const q = p.toString();
  return q ? `?${q}` : '';
}

/** A new tab or keyword starts again at page 1. */
export const withTab = (s: OrderListState, status: OrderTab): OrderListState => ({ ...s, status, page: 1 });
export const withKeyword = (s: OrderListState, keyword: string): OrderListState => ({
  ...s,
  keyword: keyword.trim(),
  page: 1,
});

/** GET /api/order query of spec-style names. */
export const toApiParams = (s: OrderListState) => ({
  status: s.status,
  keyword: s.keyword,
  page: s.page,
  page_size: ORDER_PAGE_SIZE,
});
