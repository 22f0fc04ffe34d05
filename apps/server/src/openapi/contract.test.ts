/**
 * Issue 15: every call has its contract. Walks every registered /api route and fails for any that
 * lacks a zod schema for its path parameters (when the path has any), for its query string (when
 * the handler reads request.query), for its body (when the handler reads request.body) or for its
 * success answer (response 200), or declares a schema that is not zod, naming each offender, so a
 * new route cannot skip them. An action without input (POST /order/:id/cancel) needs no body
 * schema: nothing reads the body, so nothing unchecked gets in. The schemas live in
 * packages/shared/src/contracts/<domain>.ts; responses are checked against them in every suite
 * (test/response-check.ts).
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routeTable from '../plugins/route-table';
import { createTestApp, describeName, type TestApp } from '../../test/test-app';
import { contractGaps } from './contract-gaps';

describe(describeName('contracts: every route declares its request and response schemas'), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('no /api route lacks its params or response 200 schema', () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(200);
    const offenders = routes
      .map((r) => ({ label: `${r.method} ${r.url}`, gaps: contractGaps(r) }))
      .filter((o) => o.gaps.length > 0)
      .map((o) => `${o.label}: missing ${o.gaps.join(', ')}`);
    const summary = `${offenders.length} of ${routes.length} routes without their contract:\n${offenders.join('\n')}`;
    expect(offenders, summary).toEqual([]);
  });
});

describe('contracts: the check itself fails a route that skips them', () => {
  /** A throwaway app with the same route table, so the rule is seen to bite on a new route. */
  async function gapsOf(register: (app: ReturnType<typeof bare>) => void) {
    const app = bare();
    await app.register(routeTable);
    await app.register((scoped) => {
      register(scoped.withTypeProvider<ZodTypeProvider>());
      return Promise.resolve();
    });
    await app.ready();
    const gaps = app.routeTable.map((r) => `${r.method} ${r.url}: ${contractGaps(r).join(', ')}`);
    await app.close();
    return gaps;
  }
  const bare = () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    return app.withTypeProvider<ZodTypeProvider>();
  };
  const answer = { 200: z.object({ n: z.number() }) };

  it('a route reading query, body or params without schemas fails on each, and one without a 200 schema', async () => {
    const gaps = await gapsOf((app) => {
      app.get('/api/bare/:id', (request) => ({ n: Number((request.query as { n?: string }).n) }));
      app.post('/api/bare', (request) => ({ n: Object.keys(request.body as object).length }));
      app.post('/api/destructured', { schema: { response: answer } }, ({ body }) => ({ n: Number(body) }));
    });
    expect(gaps).toEqual([
      'GET /api/bare/:id: params, querystring, response 200',
      'POST /api/bare: body, response 200',
      'POST /api/destructured: body',
    ]);
  });

  it('a route with all its schemas, or one that reads no input and declares none, passes', async () => {
    const gaps = await gapsOf((app) => {
      app.get(
        '/api/full/:id',
        {
          schema: {
            params: z.object({ id: z.string() }),
            querystring: z.object({ n: z.string() }),
            response: answer,
          },
        },
        (request) => ({ n: Number(request.query.n) + Number(request.params.id) }),
      );
      app.post('/api/action', { schema: { response: answer } }, () => ({ n: 1 }));
    });
    expect(gaps).toEqual(['GET /api/full/:id: ', 'POST /api/action: ']);
  });
});
