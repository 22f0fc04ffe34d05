import type { Db } from '../../db/client';
import { insertSearchLog } from './search.repo';

/**
 * Records a buyer's search for the zero-result report: page 1 only (paging is one search), the
 * keyword as typed (trimmed, lower-cased, at most 60 characters) and how many goods it found.
 * Runs after the answer is made and never fails the search: a lost row costs one count.
 */
export function logSearch(db: Db, keyword: string | undefined, userId: number | null, results: number) {
  const text = (keyword ?? '').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 60);
  if (!text) return;
  insertSearchLog(db, text, userId, results).catch(() => undefined);
}
