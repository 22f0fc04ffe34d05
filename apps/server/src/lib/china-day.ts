/**
 * The shop's calendar day is China's (UTC+8, no daylight saving): licences expire, 特价 daily limits
 * reset and receipts fall due at China midnight, whatever the server's time zone.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD in China at an instant. */
export const chinaDay = (at: number | Date = Date.now()): string =>
  new Date(+at + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The first China midnight strictly after an instant, in ms. */
export const nextChinaMidnight = (after: number): number =>
  (Math.floor((after + CHINA_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - CHINA_OFFSET_MS;
