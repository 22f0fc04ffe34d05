import type { FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@shop/shared/admin/permissions';
import { ERROR_RESPONSE, VALIDATION_RESPONSE } from './document';
import { operationIdOf } from './operation-id';
import { ADMIN_SUMMARIES } from './summaries.admin';
import { BUYER_SUMMARIES } from './summaries.buyer';
import { ERP_SUMMARIES } from './summaries.erp';
import { tagOf } from './tags';

const zodToJson = createJsonSchemaTransform({ skipList: [] });

/** "GET /api/order/:id" → its Chinese summary; one table for the whole API (the contract test checks it). */
export function summaryOf(method: string, url: string): string | undefined {
  const key = `${method} ${url}`;
  if (url.startsWith('/api/erp/')) return ERP_SUMMARIES[key];
  return url.startsWith('/api/admin') ? ADMIN_SUMMARIES[key] : BUYER_SUMMARIES[key];
}

const primaryMethod = (route: RouteOptions) =>
  ([] as string[]).concat(route.method).find((m) => m !== 'HEAD') ?? 'GET';

function securityOf(
  url: string,
  permission: string | undefined,
  erpScope?: string,
): { security: Record<string, string[]>[]; note: string } {
  if (url.startsWith('/api/erp/'))
    return { security: [{ erpToken: [] }], note: `ERP 接口令牌，权限范围：${erpScope ?? ''}。` };
  if (!url.startsWith('/api/admin')) {
    // Buyer calls decide in their handler whether a session is needed (10001 when it is missing).
    return { security: [{ buyerSession: [] }, {}], note: '需要会员登录的接口未登录时返回 10001。' };
  }
  if (permission === 'public') return { security: [], note: '无需登录。' };
  if (permission === 'signed_in') return { security: [{ adminSession: [] }], note: '任一已登录操作员。' };
  const label = PERMISSIONS[permission as keyof typeof PERMISSIONS] ?? permission;
  return { security: [{ adminSession: [] }], note: `权限：${label}（${permission ?? ''}）。` };
}

/** A body with a file field (uploadFileSchema's contentMediaType) is sent as multipart/form-data. */
function hasFilePart(body: unknown): boolean {
  const properties = (body as { properties?: Record<string, { contentMediaType?: string }> } | undefined)
    ?.properties;
  return Object.values(properties ?? {}).some((p) => p.contentMediaType !== undefined);
}

/**
 * Turns a route's zod schemas into the document's JSON Schema (the type provider's transform), then
 * adds what the route table knows: the operationId, the Chinese summary, the domain tag, the session
 * it needs, how an upload is sent, and the failure envelopes every envelope route can answer with.
 * Only the API is described: the storefront's pages and files (served by the same server) are not
 * operations an integrator calls.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const { route } = input;
  const out = zodToJson({ ...input, schema: input.schema ?? {} });
  const schema = out.schema as FastifySchema & Record<string, unknown>;
  const { url } = input;
  if (schema.hide || !url.startsWith('/api/')) return { ...out, schema: { ...schema, hide: true } };
  const config = route.config as { permission?: string; rawReply?: boolean; erpScope?: string } | undefined;
  const { security, note } = securityOf(url, config?.permission, config?.erpScope);
  const method = primaryMethod(route);
  const summary = summaryOf(method, url);
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (!config?.rawReply) {
    const hasInput = Boolean(schema.params ?? schema.querystring ?? schema.body);
    if (hasInput && !response['422']) response['422'] = { ...VALIDATION_RESPONSE };
    if (!response.default) response.default = { ...ERROR_RESPONSE };
  }
  return {
    url,
    schema: {
      ...schema,
      operationId: operationIdOf(method, url),
      ...(summary ? { summary } : {}),
      ...(hasFilePart(schema.body) ? { consumes: ['multipart/form-data'] } : {}),
      tags: [tagOf(url)],
      description: [schema.description, note].filter(Boolean).join('\n\n'),
      security,
      // Left out when empty: the generator then writes its placeholder 200 rather than no answer at all.
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
  };
};
