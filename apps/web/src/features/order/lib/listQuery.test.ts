import { describe, expect, it } from 'vitest';
import { readListState, toApiParams, toSearch, withKeyword, withTab } from './listQuery';

describe('orders centre query state', () => {
  it('reads the URL with defaults and ignores unknown tabs and pages', () => {
    expect(readListState(new URLSearchParams(''))).toEqual({ status: 'all', keyword: '', page: 1 });
    expect(readListState(new URLSearchParams('status=shipped&keyword= 阿莫西林 &page=3'))).toEqual({
      status: 'shipped',
      keyword: '阿莫西林',
      page: 3,
    });
    expect(readListState(new URLSearchParams('status=bogus&page=-2'))).toEqual({
      status: 'all',
      keyword: '',
      page: 1,
    });
  });

  it('a tab or a new keyword starts again at page 1 and keeps the rest', () => {
    const s = { status: 'all' as const, keyword: 'DD2026', page: 4 };
    expect(withTab(s, 'unpaid')).toEqual({ status: 'unpaid', keyword: 'DD2026', page: 1 });
    expect(withKeyword(s, '  布洛芬 ')).toEqual({ status: 'all', keyword: '布洛芬', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(toSearch({ status: 'all', keyword: '', page: 1 })).toBe('');
    expect(toSearch({ status: 'done', keyword: '感冒', page: 2 })).toBe(
      `?status=done&keyword=${encodeURIComponent('感冒')}&page=2`,
    );
  });

  it('builds the GET /api/order query', () => {
    expect(toApiParams({ status: 'unshipped', keyword: '', page: 1 })).toEqual({
      status: 'unshipped',
      keyword: '',
      page: 1,
      page_size: 10,
    });
  });
});
