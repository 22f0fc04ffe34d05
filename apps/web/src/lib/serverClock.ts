import { useEffect, useSyncExternalStore } from 'react';
import { CLOCK_TICK_MS, toMillis } from '@shop/shared/constants';

/**
 * Spec §4: the server's timestamp is kept and advanced by one second per tick, so countdowns
 * (flash sales, activities) follow the server rather than a buyer's wrong PC clock. One interval
 * for the whole page, running only while something displays the clock.
 */
let seconds: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((l) => l());

function tick() {
  if (seconds !== null) {
    seconds += 1;
    emit();
  }
}

export function syncServerClock(timestamp: number): void {
  seconds = Math.floor(toMillis(timestamp) / 1000);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(tick, CLOCK_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => seconds;

/** Current server time in seconds, or null until the common config has arrived. */
export function useServerClock(timestamp?: number): number | null {
  useEffect(() => {
    if (timestamp) syncServerClock(timestamp);
  }, [timestamp]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
