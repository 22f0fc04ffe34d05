/**
 * The retry schedule of a delivery that was not answered with a 2xx: exponential from 30 s,
 * doubling up to two hours between attempts, each delay shortened or lengthened by up to a fifth at
 * random (jitter, so endpoints that failed together do not all retry in the same second), until 24
 * hours after the event; then the delivery is marked failed (a replay starts a new 24 hours).
 */
export const RETRY_WINDOW_MS = 24 * 3600_000;
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 2 * 3600_000;
const JITTER = 0.2;

/** The delay after the `attempt`-th failed attempt (1 for the first); `random` in [0, 1). */
export function retryDelayMs(attempt: number, random: () => number = Math.random, baseMs = RETRY_BASE_MS) {
  const plain = Math.min(baseMs * 2 ** Math.max(attempt - 1, 0), RETRY_MAX_MS);
  return Math.round(plain * (1 - JITTER + 2 * JITTER * random()));
}
