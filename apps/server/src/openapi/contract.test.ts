/**
 * Issue 15: every call has its contract. Walks every registered /api route and fails for any that
 * lacks a zod schema for its path parameters (when the path has any) or its success answer
 * (response 200), or declares a query or body schema that is not zod, naming each offender, so a new
 * route cannot skip them. An action without input (POST /order/:id/cancel) needs no body schema:
 * nothing reads the body, so nothing unchecked gets in. The
 * schemas live in packages/shared/src/contracts/<domain>.ts; responses are checked against them in
 * every suite (test/response-check.ts).
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../plugins/route-table';
import { createTestApp, describeName, type TestApp } from '../../test/test-app';

const isZod = (s: unknown): s is z.ZodType => s instanceof z.ZodType;

/** A 200 answer described either by one zod schema or per content type (file downloads). */
function describesSuccess(response: unknown): boolean {
  const ok = (response as Record<string, unknown> | undefined)?.['200'];
  if (isZod(ok)) return true;
  const content = (ok as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  return content !== undefined && Object.values(content).every((c) => isZod(c.schema));
}

export function contractGaps(route: RouteEntry): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const gaps: string[] = [];
  if (route.url.includes('/:') && !isZod(schema.params)) gaps.push('params');
  for (const part of ['querystring', 'params', 'body'] as const) {
    if (schema[part] !== undefined && !isZod(schema[part])) gaps.push(`${part} (not zod)`);
  }
  if (!describesSuccess(schema.response)) gaps.push('response 200');
  return gaps;
}

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
