import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, ROLE_CODES, hasPermission, type RoleCode } from '@shop/shared';
import { buildApp, type App } from '../app';
import { operatorCookie } from '../../test/admin';
import { createTestApp, describeName, type TestApp } from '../../test/test-app';

/**
 * Every admin route × every role, generated from the routes the app registered: a route added
 * tomorrow is in the matrix without touching this file. A probe header stops each request right
 * after the permission gate (preValidation), so no handler runs and nothing is written.
 */
let t: TestApp;
let probe: App;
const cookies = {} as Record<RoleCode, string>;
beforeAll(async () => {
  t = await createTestApp();
  probe = await buildApp(t.deps);
  probe.addHook('preValidation', async (request, reply) => {
    if (request.headers['x-permission-probe']) await reply.code(204).send();
  });
  await probe.ready();
  for (const role of ROLE_CODES) cookies[role] = await operatorCookie(t, role);
});
afterAll(async () => {
  await probe?.close();
  await t?.close();
});

const concrete = (url: string) => url.replace(/:code\b/g, 'quality').replace(/:[a-z_]+/g, '1');

describe(describeName('admin permission matrix'), () => {
  it('covers every admin route, and every route names a permission', () => {
    const routes = probe.adminRoutes;
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.every((r) => r.permission)).toBe(true);
  });

  it('each role reaches exactly the routes its permissions allow; others get 403', async () => {
    const outcomes: string[] = [];
    const mismatches: string[] = [];
    for (const route of probe.adminRoutes.filter((r) => r.permission !== 'public')) {
      for (const role of ROLE_CODES) {
        const res = await probe.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie: cookies[role], 'x-permission-probe': '1' },
        });
        const allowed =
          route.permission === 'signed_in' ||
          hasPermission(DEFAULT_ROLES[role].permissions, route.permission);
        const expected = allowed ? 204 : 403;
        outcomes.push(`${route.method} ${route.url} ${role} ${res.statusCode}`);
        if (res.statusCode !== expected)
          mismatches.push(`${route.method} ${route.url} as ${role}: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(outcomes.length).toBe(
      probe.adminRoutes.filter((r) => r.permission !== 'public').length * ROLE_CODES.length,
    );
  });

  it('without a session every non-public admin route is 401', async () => {
    for (const route of probe.adminRoutes.filter((r) => r.permission !== 'public')) {
      const res = await probe.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { 'x-permission-probe': '1' },
      });
      expect(`${route.method} ${route.url} ${res.statusCode}`).toBe(`${route.method} ${route.url} 401`);
    }
  });
});
