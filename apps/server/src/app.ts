import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { depsPlugin, type AppDeps } from './deps';
import authContext from './plugins/auth-context';
import catalogue from './plugins/catalogue';
import compression from './plugins/compression';
import adminContext from './plugins/admin-context';
import dataScope from './plugins/data-scope';
import body, { parseQueryString } from './plugins/body';
import multipart from './plugins/multipart';
import errors from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import security from './plugins/security';
import inputGuard from './plugins/input-guard';
import routeTable from './plugins/route-table';
import webStatic from './plugins/web-static';
import firstScreen from './modules/first-screen/first-screen.routes';
import openapi from './plugins/openapi';
import { apiModules } from './modules/index';
import { envelopeSchema, HealthSchema } from '@shop/shared';
import { ok } from './lib/reply';
import { createSerializerCompiler } from './lib/serializer/compiler';
import { assertProductionSafe } from './lib/production-guard';
import { jobsPlugin } from './plugins/jobs';
import auditedAccess from './modules/audit/audited-access';
import { cacheStats } from './lib/cache';

/** A read slower than this is logged (as a warning) although it succeeded. */
const SLOW_REQUEST_MS = 500;

export interface BuildOptions {
  /** Registered before everything else, so its hooks see every route (tests check responses here). */
  instrument?: (app: FastifyInstance) => Promise<void>;
  /** Tests: every answer is serialised by zod too and must match the compiled output (lib/serializer). */
  checkSerializer?: (problem: string) => void;
}

export async function buildApp(
  deps: AppDeps,
  logger: FastifyServerOptions['logger'] = false,
  options: BuildOptions = {},
) {
  // Sandboxes register as their modules are imported (above, through ./modules/index).
  assertProductionSafe(deps.config);
  const app = Fastify({
    logger,
    routerOptions: { querystringParser: parseQueryString },
    bodyLimit: 256 * 1024,
    trustProxy: deps.config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    // Fastify writes two lines per request (arrival and completion); the hook below writes one.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createSerializerCompiler({
      ...(options.checkSerializer ? { check: options.checkSerializer } : {}),
      onFallback: (route, reason) =>
        app.log.debug({ route, reason }, 'response schema not compiled; zod serialises it'),
    }),
  );
  // The access log: one line per answered request that says something, with the status and time it
  // took. A quick successful read (the bulk of the traffic, pages and goods lists) writes none: its
  // serialisation was the largest per-request cost left once the reads were cached. Writes, failures
  // and slow requests are still logged, slow ones as warnings.
  app.addHook('onResponse', async (request, reply) => {
    const slow = reply.elapsedTime >= SLOW_REQUEST_MS;
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && reply.statusCode < 400 && !slow) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (slow) request.log.warn(line, 'slow request');
    else request.log.info(line, 'request completed');
  });

  await app.register(routeTable);
  if (options.instrument) await options.instrument(app);
  await app.register(depsPlugin, deps);
  await app.register(jobsPlugin);
  await app.register(errors);
  await app.register(catalogue);
  await app.register(compression);
  await app.register(cookie, { secret: deps.config.SESSION_SECRET });
  await app.register(body);
  await app.register(multipart);
  await app.register(security, { publicOrigin: deps.config.PUBLIC_ORIGIN });
  await app.register(authContext);
  await app.register(inputGuard);
  await app.register(adminContext);
  await app.register(auditedAccess);
  await app.register(dataScope);
  // Before any route: the document is built from the routes registered after it.
  if (deps.config.API_DOCS) await app.register(openapi, { siteName: deps.config.SITE_NAME });

  app.get('/api/health', { schema: { response: { 200: envelopeSchema(HealthSchema) } } }, async () =>
    ok({
      status: 'ok' as const,
      db: deps.database.kind,
      time: Date.now(),
      caches: cacheStats().map(({ maxBytes, ...c }) => ({ ...c, max_bytes: maxBytes })),
    }),
  );
  for (const mod of apiModules) await app.register(mod, { prefix: '/api' });
  if (deps.config.WEB_DIST || deps.config.ADMIN_DIST) {
    await app.register(webStatic, { root: deps.config.WEB_DIST, adminRoot: deps.config.ADMIN_DIST });
  }
  if (deps.config.WEB_DIST) await app.register(firstScreen, { root: deps.config.WEB_DIST });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
