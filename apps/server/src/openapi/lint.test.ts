import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeName, type TestApp } from '../../test/test-app';
import { operationIdOf } from './operation-id';

interface Operation {
  operationId?: string;
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Doc = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

/**
 * What an integrator meets: the document as served, with the storefront and the back office built
 * (their pages are served by the same server), checked by Redocly's recommended rules.
 */
describe(describeName('API document for integrators'), () => {
  let t: TestApp;
  let text: string;
  let doc: Doc;
  const dist = mkdtempSync(path.join(tmpdir(), 'openapi-dist-'));
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>康源医药网</title>');
    t = await createTestApp({ WEB_DIST: dist, ADMIN_DIST: dist });
    text = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    doc = JSON.parse(text) as Doc;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => ({ method, path: p, op })),
    );

  it('passes the OpenAPI linter’s recommended rules with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(errors, errors.slice(0, 20).join('\n')).toEqual([]);
    // Every operation is named, so no operationId rule may report anything, not even a warning.
    expect(problems.filter((p) => p.ruleId.startsWith('operation-operationId'))).toEqual([]);
  });

  it('names every operation after its method and path, each name used once', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(200);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ops.length);
    const order = ops.find((o) => o.method === 'get' && o.path === '/api/order/{id}');
    expect(order?.op.operationId).toBe('getOrderById');
    expect(operationIdOf('POST', '/api/admin/goods/:id/stock')).toBe('postAdminGoodsByIdStock');
    expect(operationIdOf('GET', '/api/cart/quick_add/:id')).toBe('getCartQuickAddById');
  });

  it('lists only API calls, on the same origin as the document', () => {
    expect(doc.servers?.map((s) => s.url)).toEqual(['/']);
    const elsewhere = Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'));
    expect(elsewhere).toEqual([]);
    // The pages really are served by this app, so leaving them out was the document's choice.
    expect(t.app.routeTable.some((r) => r.url === '/search')).toBe(true);
  });

  it('describes uploads as multipart/form-data with a file part', () => {
    for (const url of ['/api/upload', '/api/admin/upload', '/api/user/buy/read_file']) {
      const content = doc.paths[url]?.post?.requestBody?.content ?? {};
      expect(Object.keys(content), url).toEqual(['multipart/form-data']);
      expect(content['multipart/form-data']?.schema?.properties?.file, url).toMatchObject({
        type: 'string',
        contentMediaType: 'application/octet-stream',
      });
    }
    expect(Object.keys(doc.paths['/api/user/login']?.post?.requestBody?.content ?? {})).toEqual([
      'application/json',
    ]);
  });

  it('says which draw call draws and which lists the winners', () => {
    expect(doc.paths['/api/draw']?.get?.summary).toBe('参与抽奖并返回中奖结果');
    expect(doc.paths['/api/draw/new_record']?.get?.summary).toBe('抽奖活动的最新中奖记录');
  });
});
