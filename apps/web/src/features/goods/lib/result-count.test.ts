import { describe, expect, it } from 'vitest';
import { SEARCH_RANKED_GOODS } from '@shop/shared/constants';
import { resultCount } from './result-count';

describe('the number of goods a search says it found', () => {
  it('shows an estimated total past the ranked goods as 约N and pages only the ranked goods', () => {
    expect(resultCount({ total: 16_000, total_estimated: true })).toEqual({
      label: '约16000',
      pageable: SEARCH_RANKED_GOODS,
    });
  });

  it('shows an exact total below it as the number, and every goods can be paged to', () => {
    expect(resultCount({ total: 27, total_estimated: false })).toEqual({ label: '27', pageable: 27 });
    expect(resultCount({ total: 27 })).toEqual({ label: '27', pageable: 27 });
  });

  it('says 0 before the answer arrives', () => {
    expect(resultCount(undefined)).toEqual({ label: '0', pageable: 0 });
  });
});
