import type { AdminBulkResult } from '@shop/shared';
import { AppError } from './errors';

/**
 * Runs a one-row action (its own transaction, its own audit record) for each id in turn. A row the
 * shop's rules refuse (wrong state, not found) is named with the Chinese reason and the others are
 * still done; anything else (a crash) stops the run and answers as any error does.
 */
export async function bulkRun(
  ids: number[],
  one: (id: number) => Promise<unknown>,
): Promise<AdminBulkResult> {
  const result: AdminBulkResult = { done: [], refused: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await one(id);
      result.done.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.refused.push({ id, reason: err.message });
    }
  }
  return result;
}
