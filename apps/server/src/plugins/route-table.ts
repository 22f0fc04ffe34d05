import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  /** The gateway's notify route answers in the gateway's own format, not the envelope. */
  rawReply: boolean;
  /** The handler's source: the contract suite reads which request parts it touches. */
  handlerSource: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its schemas: what the fuzz and contract suites walk. */
    routeTable: RouteEntry[];
  }
  interface FastifyContextConfig {
    /** The answer is in an outside party's format (a gateway acknowledgement), not the envelope. */
    rawReply?: boolean;
  }
}

/** Records routes as they are added, so suites cover new routes without a list to keep up to date. */
async function routeTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    // Routes hidden from the API document (its own page, JSON and assets) are not API calls.
    if (route.schema?.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        schema: route.schema,
        rawReply: config?.rawReply === true,
        handlerSource: route.handler.toString(),
      });
    }
  });
}

export default fp(routeTable, { name: 'route-table' });
