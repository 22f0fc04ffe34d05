/**
 * The webhook signature, both sides of it, in one file an ERP client can copy or import: it needs
 * nothing but node:crypto. The shop signs `timestamp + "." + rawBody` with HMAC-SHA256 under the
 * endpoint's secret; the receiver recomputes it over the bytes it received (not a re-serialised
 * object), compares in constant time, and refuses old timestamps so a captured request cannot be
 * replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a delivery's X-Timestamp may be when it arrives. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function signWebhook(secret: string, timestamp: number | string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/**
 * True when `header` (X-Signature) is the shop's signature of this body at this timestamp
 * (X-Timestamp, unix seconds) and the timestamp is within five minutes of `nowSeconds`.
 */
export function verifyWebhookSignature(
  secret: string,
  timestamp: string | number,
  rawBody: string | Buffer,
  header: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  const ts = Number(timestamp);
  if (!header || !Number.isInteger(ts)) return false;
  if (Math.abs(nowSeconds - ts) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  const expected = Buffer.from(signWebhook(secret, ts, body));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
