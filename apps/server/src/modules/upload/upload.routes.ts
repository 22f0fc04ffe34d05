import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  FileBytesSchema,
  UploadBodySchema,
  UploadFileQuerySchema,
  UploadIdParamsSchema,
  UploadSchema,
} from '@shop/shared';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { canReadUpload } from './upload.access';
import { findUpload } from './upload.repo';
import { fileStoreOf, saveUpload } from './upload.service';

export const uploadRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/upload',
    { schema: { body: UploadBodySchema, response: { 200: envelopeSchema(UploadSchema) } } },
    async (request) => {
      const userId = requireUserId(request);
      return ok(await saveUpload(app.deps, userId, request.body.kind, request.body.file), '上传成功');
    },
  );

  // The bytes themselves, not an envelope: the browser shows them in <img> or downloads them.
  app.get(
    '/upload/:id',
    {
      schema: {
        params: UploadIdParamsSchema,
        querystring: UploadFileQuerySchema,
        response: { 200: FileBytesSchema },
      },
    },
    async (request, reply) => {
      const row = await findUpload(app.deps.database.db, request.params.id);
      // Someone else's file answers exactly like a missing one, so ids cannot be probed.
      if (!row || !(await canReadUpload(request, row))) throw notFound('文件不存在');
      const ext = row.storageKey.split('.').pop() ?? 'bin';
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return (
        reply
          .header('content-type', row.mime)
          .header('content-disposition', `${disposition}; filename="file-${row.id}.${ext}"`)
          // Licences and ID photos: never kept by a browser or proxy cache (a shared computer at a pharmacy).
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(fileStoreOf(app.deps).read(row.storageKey))
      );
    },
  );
  return Promise.resolve();
};
