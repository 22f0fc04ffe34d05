import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PERMISSIONS, hasPermission, isPermission, type Permission } from '@shop/shared/admin/permissions';
import { AppError, forbidden } from '../lib/errors';
import type { Actor } from '../modules/audit/audit';
import { loadOperatorContext, type OperatorContext } from '../modules/operator/operator.repo';

export const ADMIN_COOKIE = 'ys_admin';
/** The operator cookie is sent only to back-office calls, never to the storefront's. */
export const ADMIN_COOKIE_PATH = '/api/admin';
export const ADMIN_PREFIX = '/api/admin';

/** 'public': the sign-in call; 'signed_in': any operator (own profile, sign-out). */
export type RoutePermission = Permission | 'public' | 'signed_in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api/admin route: checked by this plugin before validation and the handler. */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
  interface FastifyInstance {
    /** Every admin route with its permission, as registered (the permission-matrix test walks it). */
    adminRoutes: AdminRouteInfo[];
  }
}

export interface AdminRouteInfo {
  method: string;
  url: string;
  permission: RoutePermission;
}

const adminNotSignedIn = () => new AppError(10001, '请先登录后台', 401);

/** The signed-in operator (the plugin guarantees one on every non-public admin route). */
export function requireOperator(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw adminNotSignedIn();
  return request.operator;
}

/** Who wrote, for the audit trail. */
export function actorOf(request: FastifyRequest): Actor {
  const op = requireOperator(request);
  return { operatorId: op.id, operatorName: `${op.name}（${op.username}）`, ip: request.ip };
}

/**
 * One gate for the whole back office: every /api/admin route must name its permission (a route
 * without one fails at start-up), and every request to it must carry an operator session whose
 * role holds that permission. The buyers' cookie is never read here.
 */
async function adminContextPlugin(app: FastifyInstance) {
  app.decorateRequest('operator', null);
  const registered: AdminRouteInfo[] = [];
  app.decorate('adminRoutes', registered);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const permission = (route.config as { permission?: string } | undefined)?.permission;
    if (!permission || !(permission === 'public' || permission === 'signed_in' || isPermission(permission))) {
      throw new Error(`${String(route.method)} ${route.url}: admin route without a valid config.permission`);
    }
    // HEAD routes fastify adds for each GET share its handler and permission.
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') registered.push({ method, url: route.url, permission: permission });
    }
  });
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public') return;
    const token = request.cookies[ADMIN_COOKIE];
    const operatorId = token ? await app.deps.operatorSessions.resolve(token) : null;
    const operator = operatorId ? await loadOperatorContext(app.deps.database.db, operatorId) : null;
    if (!operator || operator.disabled) throw adminNotSignedIn();
    request.operator = operator;
    // A new or reset operator works only after choosing a password and binding an authenticator;
    // until then their session opens the 'signed_in' calls (own profile, password, enrolment).
    if (permission !== 'signed_in' && (operator.mustChangePassword || !operator.totpEnabled)) {
      throw forbidden('请先修改初始密码并绑定身份验证器');
    }
    if (permission !== 'signed_in' && !hasPermission(operator.permissions, permission)) {
      throw forbidden(`无权操作：需要「${PERMISSIONS[permission]}」权限`);
    }
  });
}

export default fp(adminContextPlugin, { name: 'admin-context', dependencies: ['deps'] });
