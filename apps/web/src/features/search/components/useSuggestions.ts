import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SUGGESTION_CACHE_MS, SUGGESTION_DELAY_MS } from '@shop/shared/constants';
import { fetchSuggestions, type SearchType } from '../api/suggest';

export type SuggestionStatus = 'idle' | 'searching' | 'done' | 'failed';

const SUGGEST = ['goods', 'suggest'] as const;

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Suggestions for what the buyer is typing (spec §4/§5): nothing for an empty keyword (and the
 * kept answers are dropped), otherwise a lookup 500 ms after the last keystroke. Answers are
 * TanStack Query's, per keyword and type, fresh for 5 s (spec: refreshed when older), and shared by
 * the header box and the sticky bar. A failure is silent: the dropdown just closes.
 */
export function useSuggestions(keyword: string, type: SearchType) {
  const trimmed = keyword.trim();
  const queryClient = useQueryClient();
  const settled = useSettled(trimmed, SUGGESTION_DELAY_MS);
  const query = useQuery({
    queryKey: [...SUGGEST, type, settled],
    queryFn: ({ signal }) => fetchSuggestions(settled, type, signal),
    enabled: settled !== '' && settled === trimmed,
    staleTime: SUGGESTION_CACHE_MS,
    retry: false,
  });

  useEffect(() => {
    if (!trimmed) queryClient.removeQueries({ queryKey: SUGGEST });
  }, [trimmed, queryClient]);

  if (!trimmed) return { status: 'idle' as SuggestionStatus, list: [] };
  if (settled !== trimmed || query.isPending) return { status: 'searching' as SuggestionStatus, list: [] };
  if (query.isError) return { status: 'failed' as SuggestionStatus, list: [] };
  return { status: 'done' as SuggestionStatus, list: query.data };
}
