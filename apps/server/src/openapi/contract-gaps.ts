/**
 * What the contract suite holds every route to (issue 15), apart from the suite so that its own
 * negative test can run the same check on a bare route.
 */
import { z } from 'zod';
import type { RouteEntry } from '../plugins/route-table';

const isZod = (s: unknown): s is z.ZodType => s instanceof z.ZodType;

/** A 200 answer described either by one zod schema or per content type (file downloads). */
function describesSuccess(response: unknown): boolean {
  const ok = (response as Record<string, unknown> | undefined)?.['200'];
  if (isZod(ok)) return true;
  const content = (ok as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  return content !== undefined && Object.values(content).every((c) => isZod(c.schema));
}

/**
 * Whether a handler touches request.query / request.body, directly (`request.body`) or by
 * destructuring (`({ query }) =>`, `const { body } = request`). Handlers are the only readers: no
 * helper outside a routes file takes the request and reads them (input-guard only looks for NUL).
 */
export function reads(source: string, part: 'query' | 'body'): boolean {
  const direct = new RegExp(`\\b(request|req)\\s*\\.\\s*${part}\\b`);
  const destructured = new RegExp(`\\{[^{}]*\\b${part}\\b[^{}]*\\}\\s*(=\\s*(request|req)\\b|\\))`);
  return direct.test(source) || destructured.test(source);
}

export function contractGaps(route: RouteEntry): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const gaps: string[] = [];
  if (route.url.includes('/:') && !isZod(schema.params)) gaps.push('params');
  if (reads(route.handlerSource, 'query') && !isZod(schema.querystring)) gaps.push('querystring');
  if (reads(route.handlerSource, 'body') && !isZod(schema.body)) gaps.push('body');
  for (const part of ['querystring', 'params', 'body'] as const) {
    if (schema[part] !== undefined && !isZod(schema[part])) gaps.push(`${part} (not zod)`);
  }
  if (!describesSuccess(schema.response)) gaps.push('response 200');
  return gaps;
}
