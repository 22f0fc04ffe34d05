import { createHmac, timingSafeEqual } from 'node:crypto';

/** Sandbox signature, modelled on WeChat Pay v3: HMAC-SHA256 over "timestamp\nnonce\nbody\n". */
export function sandboxSignature(key: string, timestamp: string, nonce: string, rawBody: string): string {
  return createHmac('sha256', key).update(`${timestamp}\n${nonce}\n${rawBody}\n`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A self-contained, signed cashier ticket: the sandbox keeps no state, so any instance serves it. */
export interface CashierTicket {
  out_trade_no: string;
  amount_fen: number;
  channel: 'wechat' | 'alipay';
  subject: string;
  exp: number;
}

export function signTicket(key: string, t: CashierTicket): string {
  const payload = Buffer.from(JSON.stringify(t)).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(`ticket.${payload}`).digest('base64url')}`;
}

export function readTicket(key: string, token: string, now = Date.now()): CashierTicket | null {
  const [payload, sig] = token.split('.');
  if (!payload || !sig) return null;
  const want = createHmac('sha256', key).update(`ticket.${payload}`).digest('base64url');
  if (!safeEqualHex(want, sig)) return null;
  try {
    const t = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CashierTicket;
    return t.exp > now ? t : null;
  } catch {
    return null;
  }
}
