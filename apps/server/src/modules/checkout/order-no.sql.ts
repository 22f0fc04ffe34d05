import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/** yyyymmddHHMMSS in China time (UTC+8, no daylight saving), whatever the server's zone. */
export function chinaStamp(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}

/**
 * 'YS' + yyyymmddHHMMSS + 6 digits of a sequence + 2 random digits: the sequence keeps numbers
 * unique within a second (up to a million orders a second) without retrying on collisions; the
 * random tail keeps consecutive numbers from reading as a counter.
 */
export function orderNoSql(now: Date): SQL<string> {
  const tail = String(randomInt(0, 100)).padStart(2, '0');
  return sql<string>`${`YS${chinaStamp(now)}`} || lpad((nextval('order_no_seq') % 1000000)::text, 6, '0') || ${tail}`;
}
