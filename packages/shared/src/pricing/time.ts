/** Instants arrive as Date, milliseconds, or (spec §9) 10-digit Unix seconds from legacy payloads. */
export type Instant = number | Date;

export function toMs(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  // Spec §9: timestamps of 10 digits are seconds. Anything below 1e11 cannot be a plausible ms value.
  return Math.abs(instant) < 1e11 ? instant * 1000 : instant;
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
