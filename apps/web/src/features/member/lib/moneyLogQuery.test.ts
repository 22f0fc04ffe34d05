import { describe, expect, it } from 'vitest';
import { moneyLogSearch, readMoneyLogState, toMoneyLogParams, withRange, withUseType } from './moneyLogQuery';

describe('money log query', () => {
  it('reads the URL and builds the API query', () => {
    const s = readMoneyLogState(new URLSearchParams('type=2&start=2026-01-01&end=2026-01-31&page=3'));
    expect(toMoneyLogParams(s)).toEqual({
      page: 3,
      page_size: 10,
      use_type: 2,
      start_time: '2026-01-01',
      end_time: '2026-01-31',
    });
  });

  it('ignores nonsense and sends no bound for a missing date', () => {
    const s = readMoneyLogState(new URLSearchParams('type=9&start=yesterday&page=-1'));
    expect(toMoneyLogParams(s)).toEqual({
      page: 1,
      page_size: 10,
      use_type: 0,
      start_time: '',
      end_time: '',
    });
  });

  it('a new type or range starts at page 1, and defaults stay out of the URL', () => {
    const s = readMoneyLogState(new URLSearchParams('page=4'));
    expect(withUseType(s, 3).page).toBe(1);
    expect(moneyLogSearch(withRange(s, '2026-02-01', ''))).toBe('?start=2026-02-01');
    expect(moneyLogSearch(withUseType(s, 0))).toBe('');
  });
});
