import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFileSchema,
  AdminIdParamsSchema,
  AdminInspectionPhotoBodySchema,
  UploadSchema,
  adminEnvelope,
  inspectionPhotoUrl,
} from '@shop/shared';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { sendBuyerFile } from '../upload/upload.admin.file';
import { findUpload } from '../upload/upload.service';
import { saveUpload } from '../upload/upload.service';

/**
 * 退货验收 photos: the warehouse photographs a damaged return before it goes to quarantine. They
 * belong to the shop (no owner), are never public, and are read only through this admin route.
 */
export const inspectionPhotoAdminRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/admin/inspection-photos',
    {
      config: {
        permission: 'aftersale.handle',
        audited: { action: 'upload.inspection_photo', targetType: 'upload', summary: '上传退货验收照片' },
      },
      schema: { body: AdminInspectionPhotoBodySchema, response: { 200: adminEnvelope(UploadSchema) } },
    },
    async (request) => {
      const up = await saveUpload(app.deps, null, 'inspection_photo', request.body.file);
      return ok({ ...up, url: inspectionPhotoUrl(up.id) }, '照片已上传');
    },
  );
  app.get(
    '/admin/inspection-photos/:id',
    {
      config: { permission: 'aftersale.view' },
      schema: { params: AdminIdParamsSchema, response: { 200: AdminFileSchema } },
    },
    async (request, reply) => {
      const row = await findUpload(app.deps.database.db, request.params.id);
      if (!row || row.kind !== 'inspection_photo' || row.ownerUserId !== null) throw notFound('文件不存在');
      return sendBuyerFile(app.deps, reply, row);
    },
  );
  return Promise.resolve();
};
