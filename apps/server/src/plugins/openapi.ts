import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openapiBase, shareFailureResponses } from '../openapi/document';
import { openapiTransform } from '../openapi/transform';

/** Where the readable page lives; the JSON document is at `${DOCS_PREFIX}/json`, YAML at `/yaml`. */
export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas the routes validate and serialise
 * with, so it cannot drift from what the server does. Registered before the API modules: swagger
 * collects routes as they are added.
 */
async function openapiPlugin(app: FastifyInstance, opts: { siteName: string }) {
  await app.register(swagger, {
    openapi: openapiBase(opts.siteName),
    transform: openapiTransform,
    transformObject: shareFailureResponses,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The validator badge would load an image from validator.swagger.io, which the CSP forbids.
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: -1 },
    theme: { title: `${opts.siteName} 接口文档` },
    // The page's top bar shows the shop's name rather than the library's logo.
    logo: { type: 'image/svg+xml', content: logoSvg(opts.siteName), href: '/', target: '_self' },
  });
}

const logoSvg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="40"><text x="0" y="28" font-size="22" fill="#fff" font-family="sans-serif">${name} 接口文档</text></svg>`;

export default fp(openapiPlugin, { name: 'openapi' });
