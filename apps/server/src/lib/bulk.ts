import type { AdminBulkResult } from '@shop/shared';
import { AppError, notFound } from './errors';

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

/** The one-line answer of a bulk call: how many were done, how many were not. */
export const bulkMsg = (r: AdminBulkResult) =>
  r.refused.length
    ? `已处理 ${r.done.length} 条，${r.refused.length} 条未处理`
    : `已处理 ${r.done.length} 条`;

/**
 * bulkRun over rows that each carry their own input (a tracking no., a bank serial): ids outside
 * `visible` (the operator's data scope) are refused as missing, like a single row would answer 404.
 */
export function bulkRunItems<I extends { id: number }>(
  items: I[],
  visible: Set<number>,
  missing: string,
  one: (item: I) => Promise<unknown>,
): Promise<AdminBulkResult> {
  const byId = new Map(items.map((i) => [i.id, i]));
  return bulkRun([...byId.keys()], (id) => {
    const item = byId.get(id);
    return item && visible.has(id) ? one(item) : Promise.reject(notFound(missing));
  });
}
