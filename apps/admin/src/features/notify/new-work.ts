import type { DashboardQueue } from '@shop/shared';

/** Per queue, the count the operator had in front of them when they last opened the bell. */
export type Seen = Record<string, number>;

const KEY = 'ys_admin_bell_seen';

/**
 * The badge counts new work, not standing stock: per queue, how far it rose above what the operator
 * last saw. A super administrator's queues hold hundreds of standing rows (every unverified company,
 * every paid order); counting those made the badge read 999+ and say nothing.
 */
export function newWork(queues: DashboardQueue[], seen: Seen): number {
  return queues
    .filter((q) => !q.standing)
    .reduce((n, q) => n + Math.max(0, q.count - (seen[q.key] ?? q.count)), 0);
}

/** What is seen after an update: a queue met for the first time is seen as it is; work done lowers it. */
export function settle(queues: DashboardQueue[], seen: Seen): Seen {
  const next: Seen = { ...seen };
  for (const q of queues) next[q.key] = Math.min(seen[q.key] ?? q.count, q.count);
  return next;
}

export const seenAll = (queues: DashboardQueue[]): Seen =>
  Object.fromEntries(queues.map((q) => [q.key, q.count]));

export function loadSeen(): Seen {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Seen;
  } catch {
    return {};
  }
}
export const saveSeen = (seen: Seen) => localStorage.setItem(KEY, JSON.stringify(seen));
