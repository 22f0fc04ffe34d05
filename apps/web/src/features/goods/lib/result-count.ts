import { SEARCH_RANKED_GOODS } from '@shop/shared/constants';

/**
 * What a search or a filtered list says it found (issues 34 and 32, ADR 007): past the goods ranked
 * in full the server's total is an estimate, shown as 约N件, and the pages stop where the ranked
 * goods do; below it the total is exact and every goods can be paged to.
 */
export function resultCount(data: { total: number; total_estimated?: boolean } | undefined) {
  const total = data?.total ?? 0;
  const estimated = data?.total_estimated === true;
  return {
    label: `${estimated ? '约' : ''}${total}`,
    pageable: estimated ? Math.min(total, SEARCH_RANKED_GOODS) : total,
  };
}
