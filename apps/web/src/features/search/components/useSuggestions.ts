import { useEffect, useState } from 'react';
import { SUGGESTION_DELAY_MS } from '@shop/shared/constants';
import { fetchSuggestions, type SearchType } from '../api/suggest';
import { cacheKey, suggestionCache } from '../lib/suggestionCache';

export type SuggestionStatus = 'idle' | 'searching' | 'done' | 'failed';

/**
 * Suggestions for what the buyer is typing (spec §4/§5): nothing for an empty keyword (and the
 * cache is cleared), otherwise a lookup 500 ms after the last keystroke, answered from the session
 * cache while it is fresh. A failure is silent: the dropdown just closes.
 */
export function useSuggestions(keyword: string, type: SearchType) {
  const trimmed = keyword.trim();
  const key = trimmed ? cacheKey(trimmed, type) : '';
  const [answer, setAnswer] = useState<{ key: string; list: string[]; failed: boolean } | null>(null);

  useEffect(() => {
    if (!key) {
      suggestionCache.clear();
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      const cached = suggestionCache.get(key);
      if (cached) {
        setAnswer({ key, list: cached, failed: false });
        return;
      }
      fetchSuggestions(trimmed, type).then(
        (list) => {
          suggestionCache.set(key, list);
          if (live) setAnswer({ key, list, failed: false });
        },
        () => {
          if (live) setAnswer({ key, list: [], failed: true });
        },
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, trimmed, type]);

  if (!key) return { status: 'idle' as SuggestionStatus, list: [] };
  if (answer?.key !== key) return { status: 'searching' as SuggestionStatus, list: [] };
  return { status: (answer.failed ? 'failed' : 'done') as SuggestionStatus, list: answer.list };
}
