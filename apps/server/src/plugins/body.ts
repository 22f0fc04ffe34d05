import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import qs from 'qs';

/** qs limits keep a hostile body from building huge objects (params[999999][x]=...). */
export const QS_OPTIONS: qs.IParseOptions = {
  depth: 5,
  arrayLimit: 200,
  parameterLimit: 2000,
  allowDots: false,
};
export const parseQueryString = (s: string) => qs.parse(s, QS_OPTIONS);

/** Bodies arrive form-encoded with qs-style nesting (params[0][goods_id]=1), as the spec's browser sends them. */
async function bodyPlugin(app: FastifyInstance) {
  await app.register(formbody, { parser: parseQueryString, bodyLimit: 256 * 1024 });
  // A POST with no body at all (next_hint sends its parameters in the query; a bare client sends
  // nothing) arrives as null. The route's body schema sees an empty form instead, so the buyer gets
  // the first missing field's own Chinese message rather than "期望 object".
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
  });
}

export default fp(bodyPlugin, { name: 'body' });
