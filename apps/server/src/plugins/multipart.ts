import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@shop/shared';

/**
 * multipart/form-data bodies become plain objects (fields as strings, files as Buffers) before
 * validation, so upload routes declare one zod body schema like every other route. The limits
 * bound the whole request: a few licence files plus a registration's fields.
 */
async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 8, fields: 60, fieldSize: 4096, parts: 70 },
  });
}

export default fp(multipartPlugin, { name: 'multipart' });
