/**
 * The ERP API's gate, for the routes registered in the same plugin scope (erp.routes.ts): a bearer
 * token that exists, is not revoked or expired, is called from an allowed address and holds the
 * route's scope; then a per-token rate limit (@fastify/rate-limit, counted in the shop's shared
 * limiter so every app instance counts the same window).
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { ERP_SCOPES, type ErpScope } from '@shop/shared';
import { AppError, forbidden, tooMany } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashToken } from '../../lib/tokens';
import type { Actor } from '../audit/audit';
import { tokenByHash, touchToken } from './token.repo';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api/erp route: the scope its token must hold. */
    erpScope?: ErpScope;
  }
  interface FastifyRequest {
    erpToken: ErpToken | null;
  }
}

export interface ErpToken {
  id: number;
  name: string;
}

const unauthorized = (msg: string) => new AppError(10001, msg, 401);

/** An address in the allow-list (addresses and CIDR ranges, IPv4 or IPv6). */
export function ipAllowed(ip: string, allow: string[]): boolean {
  if (allow.length === 0) return true;
  const addr = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const entry of allow) {
    const [net, bits] = entry.split('/');
    const type = isIP(net ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(net ?? '', type);
    else list.addSubnet(net ?? '', Number(bits), type);
  }
  return list.check(addr, family);
}

/** Who wrote, for the audit trail: the token by name (operator 0: not a person). */
export function erpActor(request: FastifyRequest): Actor {
  const t = request.erpToken;
  if (!t) throw unauthorized('缺少接口令牌');
  return { operatorId: 0, operatorName: `ERP令牌「${t.name}」`, ip: request.ip };
}

/** @fastify/rate-limit's store over the shop's limiter (database or Redis). */
function sharedStore(limiter: RateLimiter) {
  return class implements FastifyRateLimitStore {
    incr(
      key: string,
      cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
      window: number,
      max: number,
    ) {
      limiter.hit(key, max, window).then(
        (r) => cb(null, { current: r.count, ttl: r.resetInMs }),
        (e: unknown) => cb(e instanceof Error ? e : new Error(String(e))),
      );
    }
    child() {
      return this;
    }
  };
}

export async function erpAuth(app: FastifyInstance, opts: { perMinute: number }): Promise<void> {
  app.decorateRequest('erpToken', null);
  app.addHook('onRoute', (route) => {
    const scope = (route.config as { erpScope?: string } | undefined)?.erpScope;
    if (!scope || !Object.hasOwn(ERP_SCOPES, scope))
      throw new Error(`${route.url}: ERP route without erpScope`);
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m) throw unauthorized('缺少接口令牌：请在 Authorization 头中提供 Bearer 令牌');
    const token = await tokenByHash(app.deps.database.db, hashToken(m[1]!));
    if (!token) throw unauthorized('接口令牌无效');
    if (token.revoked) throw unauthorized('接口令牌已吊销');
    if (token.expired) throw unauthorized('接口令牌已过期');
    if (!ipAllowed(request.ip, token.ip_allow))
      throw forbidden(`来源地址 ${request.ip} 不在该令牌的 IP 白名单内`);
    const scope = request.routeOptions.config.erpScope!;
    if (!token.scopes.includes(scope)) throw forbidden(`该令牌没有「${ERP_SCOPES[scope]}」（${scope}）权限`);
    request.erpToken = { id: token.id, name: token.name };
    await touchToken(app.deps.database.db, token.id, request.ip);
  });
  await app.register(rateLimit, {
    global: true,
    hook: 'preValidation',
    max: opts.perMinute,
    timeWindow: 60_000,
    store: sharedStore(app.deps.limiter),
    keyGenerator: (request) => `erp:${request.erpToken?.id ?? 0}`,
    errorResponseBuilder: (_request, ctx) =>
      tooMany(`调用过于频繁：每个令牌每分钟最多 ${ctx.max} 次，请 ${Math.ceil(ctx.ttl / 1000)} 秒后再试`),
  });
}
