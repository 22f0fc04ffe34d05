import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Proof that a mobile passed its SMS code, carried between the steps of registration and reset in
 * an httpOnly cookie: purpose, subject, expiry and an HMAC over them. Stateless, so any instance
 * can check it. `bind` ties a reset ticket to the password hash it replaces: once used, it is void.
 */
export const REGISTER_COOKIE = 'ys_reg';
export const RESET_COOKIE = 'ys_reset';
export const TICKET_SECONDS = 30 * 60;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function makeTicket(
  secret: string,
  purpose: string,
  subject: string,
  bind = '',
  ttlSeconds = TICKET_SECONDS,
): string {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const payload = `${purpose}.${subject}.${exp}`;
  return `${payload}.${mac(secret, `${payload}.${bind}`)}`;
}

/** Who a ticket claims to be about, unchecked: to look up what it is bound to before readTicket. */
export const peekSubject = (token: string | undefined): string => (token ?? '').split('.')[1] ?? '';

/** The subject (a mobile) of a valid, unexpired ticket of this purpose, else null. */
export function readTicket(
  secret: string,
  purpose: string,
  token: string | undefined,
  bind = '',
): string | null {
  const parts = (token ?? '').split('.');
  if (parts.length !== 4) return null;
  const [p, subject = '', exp = '', sig = ''] = parts;
  if (p !== purpose || !/^\d+$/.test(exp) || Number(exp) * 1000 < Date.now()) return null;
  const expected = Buffer.from(mac(secret, `${p}.${subject}.${exp}.${bind}`));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? subject : null;
}
