import { MONEY_USE_TYPE_TEXT } from '@shop/shared/contracts/enums';

export const MONEY_LOG_PAGE_SIZE = 10;

/** 0 = 全部; otherwise a use_type of the money log (1 充值, 2 订单支付, 3 订单退款, 4 人工调整). */
export type UseTypeFilter = 0 | 1 | 2 | 3 | 4;

export const USE_TYPE_OPTIONS: Array<{ value: UseTypeFilter; label: string }> = [
  { value: 0, label: '全部' },
  ...Object.entries(MONEY_USE_TYPE_TEXT).map(([k, label]) => ({ value: Number(k) as UseTypeFilter, label })),
];

/** The balance page's filter lives in the URL (?type=&start=&end=&page=), so reload and back keep it. */
export interface MoneyLogState {
  useType: UseTypeFilter;
  /** YYYY-MM-DD or ''. */
  start: string;
  end: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null) => (v && DAY.test(v) ? v : '');

export function readMoneyLogState(search: URLSearchParams): MoneyLogState {
  const t = Number(search.get('type'));
  const page = Number(search.get('page'));
  return {
    useType: Number.isInteger(t) && t >= 0 && t <= 4 ? (t as UseTypeFilter) : 0,
    start: day(search.get('start')),
    end: day(search.get('end')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function moneyLogSearch(s: MoneyLogState): string {
  const p = new URLSearchParams();
  if (s.useType) p.set('type', String(s.useType));
  if (s.start) p.set('start', s.start);
  if (s.end) p.set('end', s.end);
  if (s.page > 1) p.set('page', String(s.page));
  const q = p.toString();
  return q ? `?${q}` : '';
}

/** A new type or date range starts again at page 1. */
export const withUseType = (s: MoneyLogState, useType: UseTypeFilter): MoneyLogState => ({
  ...s,
  useType,
  page: 1,
});
export const withRange = (s: MoneyLogState, start: string, end: string): MoneyLogState => ({
  ...s,
  start,
  end,
  page: 1,
});

/** GET /api/user/user_money_log query; the server reads the dates as whole China days. */
export const toMoneyLogParams = (s: MoneyLogState) => ({
  page: s.page,
  page_size: MONEY_LOG_PAGE_SIZE,
  use_type: s.useType,
  start_time: s.start,
  end_time: s.end,
});
