/**
 * A webhook must leave the shop: an endpoint on the shop's own address would have the shop post to
 * itself (a loop, and a way to reach its internal calls with a signed body). "Own" is the
 * configured public origin, and the host:port it listens on, loopback and wildcard aliases included.
 */
import type { AppConfig } from '../../config';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '[::]', '::1', '::']);
const defaultPort = (u: URL) => u.port || (u.protocol === 'https:' ? '443' : '80');

export function pointsAtShop(
  url: string,
  config: Pick<AppConfig, 'HOST' | 'PORT' | 'PUBLIC_ORIGIN' | 'PAYMENT_NOTIFY_BASE_URL'>,
): boolean {
  const target = new URL(url);
  const host = target.hostname.toLowerCase();
  const port = defaultPort(target);
  for (const own of [config.PUBLIC_ORIGIN, config.PAYMENT_NOTIFY_BASE_URL]) {
    if (!own) continue;
    const o = new URL(own);
    if (o.hostname.toLowerCase() === host && defaultPort(o) === port) return true;
  }
  const listensOnLoopback = LOOPBACK.has(config.HOST);
  if (port !== String(config.PORT)) return false;
  return host === config.HOST.toLowerCase() || (listensOnLoopback && LOOPBACK.has(host));
}
