import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUploadBodySchema, PUBLIC_UPLOAD_KINDS, UploadSchema, adminEnvelope } from '@shop/shared';
import { ok } from '../../lib/reply';
import { registerUploadAccess } from './upload.access';
import { saveUpload } from './upload.service';

const PUBLIC = new Set<string>(PUBLIC_UPLOAD_KINDS);

/**
 * Files the back office publishes: goods photos, banners and article images, lot inspection
 * reports. They belong to the shop (no owner) and every visitor may read them, as the storefront
 * shows them to everyone; the bytes are still checked by their magic numbers (JPEG/PNG/PDF).
 */
export const uploadAdminRoutes: FastifyPluginAsyncZod = (app) => {
  registerUploadAccess(
    'published',
    (_request, upload) => upload.ownerUserId === null && PUBLIC.has(upload.kind),
  );
  app.post(
    '/admin/upload',
    {
      config: {
        permission: 'goods.edit',
        audited: { action: 'upload.image', targetType: 'upload', summary: '后台上传图片' },
      },
      schema: { body: AdminUploadBodySchema, response: { 200: adminEnvelope(UploadSchema) } },
    },
    async (request) => ok(await saveUpload(app.deps, null, request.body.kind, request.body.file), '上传成功'),
  );
  return Promise.resolve();
};
