import { api } from '../../../lib/api';
import type { SuggestQuerySchema } from '@shop/shared';

/** 1 drug name, 2 manufacturer (spec §2 header toggle). */
export type SearchType = 1 | 2;

/** Spec §8: failed suggestion calls are silently ignored, so no toast. A newer keystroke aborts it. */
export const fetchSuggestions = (keywords: string, type: SearchType, signal?: AbortSignal) =>
  api.get<string[], typeof SuggestQuerySchema>('/goods/search', { keywords, type }, { silent: true, signal });
