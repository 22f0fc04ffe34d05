/**
 * A fresh delivery should leave at once rather than at the next poll: enqueue (inside the writer's
 * transaction) nudges this process's worker, which looks a moment later, after the commit. Workers
 * of other processes find the row at their next poll.
 */
let listener: (() => void) | null = null;

export function nudgeWebhooks(): void {
  listener?.();
}

export function onWebhookNudge(fn: (() => void) | null): void {
  listener = fn;
}
