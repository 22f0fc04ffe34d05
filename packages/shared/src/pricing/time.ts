import { toMillis } from '../constants';

/** Instants arrive as Date, milliseconds, or (spec §9) 10-digit Unix seconds from legacy payloads. */
export type Instant = number | Date;

export function toMs(instant: Instant): number {
  return instant instanceof Date ? instant.getTime() : toMillis(instant);
}

export interface TimeWindow {
  starts_at?: Instant | null | undefined;
  ends_at?: Instant | null | undefined;
}

/** Half-open [starts_at, ends_at): an activity ending at 24:00 is over at 24:00 exactly. */
export function isWithin(window: TimeWindow, now: Instant): boolean {
  const t = toMs(now);
  if (window.starts_at != null && t < toMs(window.starts_at)) return false;
  if (window.ends_at != null && t >= toMs(window.ends_at)) return false;
  return true;
}

export function windowState(window: TimeWindow, now: Instant): 'pending' | 'active' | 'ended' {
  const t = toMs(now);
  if (window.starts_at != null && t < toMs(window.starts_at)) return 'pending';
  if (window.ends_at != null && t >= toMs(window.ends_at)) return 'ended';
  return 'active';
}
