import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeName, type TestApp } from '../../test/test-app';

interface Operation {
  summary?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** "/api/order/:id" as the document writes it: "/api/order/{id}". */
const docPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe(describeName('API document at /api/docs'), () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
  });
  afterAll(() => t.close());

  it('serves a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every API route, each with a Chinese summary and a domain tag', () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(200);
    const missing: string[] = [];
    const unnamed: string[] = [];
    for (const r of routes) {
      const op = doc.paths[docPath(r.url)]?.[r.method.toLowerCase()];
      if (!op) missing.push(`${r.method} ${r.url}`);
      else if (!op.summary || !/\p{Script=Han}/u.test(op.summary) || !op.tags?.length) {
        unnamed.push(`${r.method} ${r.url}`);
      }
    }
    expect(missing, `not in the document:\n${missing.join('\n')}`).toEqual([]);
    expect(
      unnamed,
      `no Chinese summary (add one to src/openapi/summaries.*.ts):\n${unnamed.join('\n')}`,
    ).toEqual([]);
  });

  it('describes the envelope, the error codes of spec §8 and both sessions', () => {
    const text = JSON.stringify(doc);
    for (const code of ['10000', '10001', '10002', '422', '459', '系统繁忙，请稍候再试']) {
      expect(text).toContain(code);
    }
    expect(text).toContain('"ys_sid"');
    expect(text).toContain('"ys_admin"');
    const order = doc.paths['/api/order']?.post;
    expect(order?.responses?.['422']).toEqual({ $ref: '#/components/responses/ValidationError' });
  });

  it('serves a readable page whose scripts load under the CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const res = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs').pathname });
      expect(res.statusCode, src).toBe(200);
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain("resolveUrl('./json')");
  });
});
