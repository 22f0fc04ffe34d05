import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDownloadSchema,
  IMPORT_ENTITIES,
  IMPORT_MAX_BYTES,
  ImportEntityParamsSchema,
  ImportJobParamsSchema,
  ImportJobSchema,
  ImportTemplateQuerySchema,
  adminEnvelope,
  ImportUploadBodySchema,
  ImportUploadQuerySchema,
} from '@shop/shared';
import { actorOf } from '../../../plugins/admin-context';
import { audit } from '../../audit/audit';
import { invalid } from '../../../lib/errors';
import { ok } from '../../../lib/reply';
import { sendFile, toXlsx, XLSX_TYPE } from '../../../lib/xlsx';
import { templateFile, CSV_TYPE } from './files';
import { importJobs, SHEETS } from './jobs';

/**
 * 导入: template download, upload (the raw file as the request body — xlsx or csv, told apart by
 * its bytes), progress, the rejected-rows report, commit and cancel.
 */
export const importAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const jobs = importJobs(db, app.jobs, (tx, actor, j) =>
    audit(tx, actor, {
      action: `import.${j.entity}`,
      targetType: 'import',
      targetId: j.id,
      summary: `导入${IMPORT_ENTITIES[j.entity]}「${j.file_name}」：写入 ${j.written} 行，未通过 ${j.rejected} 行`,
      after: { total: j.total, written: j.written, rejected: j.rejected },
    }),
  );
  const edit = { permission: 'goods.edit' } as const;
  const jobReply = { 200: adminEnvelope(ImportJobSchema) };

  // The file arrives as the body itself; this parser is scoped to this plugin's routes.
  app.addContentTypeParser(
    [
      'application/octet-stream',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_req, payload, done) => done(null, payload),
  );

  app.get(
    '/admin/import/:entity/template',
    {
      config: { permission: 'goods.view' },
      schema: {
        params: ImportEntityParamsSchema,
        querystring: ImportTemplateQuerySchema,
        response: { 200: AdminDownloadSchema },
      },
    },
    async (request, reply) => {
      const sheet = SHEETS[request.params.entity];
      const { format } = request.query;
      const buf = await templateFile(sheet.title, sheet.columns, format);
      return sendFile(reply, buf, `${sheet.title}模板.${format}`, format === 'xlsx' ? XLSX_TYPE : CSV_TYPE);
    },
  );

  app.post(
    '/admin/import/:entity',
    {
      config: edit,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        params: ImportEntityParamsSchema,
        querystring: ImportUploadQuerySchema,
        body: ImportUploadBodySchema,
        response: jobReply,
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw invalid('请上传 .xlsx 或 .csv 文件');
      const op = actorOf(request);
      return ok(
        await jobs.start(request.params.entity, request.query.file_name, request.body, op.operatorId),
        '文件已上传，正在校验',
      );
    },
  );

  app.get(
    '/admin/import/jobs/:id',
    { config: edit, schema: { params: ImportJobParamsSchema, response: jobReply } },
    async (request) => ok(await jobs.get(request.params.id, actorOf(request).operatorId)),
  );

  app.get(
    '/admin/import/jobs/:id/report',
    { config: edit, schema: { params: ImportJobParamsSchema, response: { 200: AdminDownloadSchema } } },
    async (request, reply) => {
      const r = await jobs.rejects(request.params.id, actorOf(request).operatorId);
      const buf = await toXlsx(
        '未通过的行',
        [
          { header: '行号', width: 8, value: (x: { row: number }) => x.row },
          { header: '原因', width: 80, value: (x: { reason: string }) => x.reason },
        ],
        r.rejects,
      );
      return sendFile(reply, buf, `${IMPORT_ENTITIES[r.entity]}导入-未通过的行.xlsx`, XLSX_TYPE);
    },
  );

  app.post(
    '/admin/import/jobs/:id/cancel',
    { config: edit, schema: { params: ImportJobParamsSchema, response: jobReply } },
    async (request) =>
      ok(await jobs.cancel(request.params.id, actorOf(request).operatorId), '已取消，未写入任何数据'),
  );

  app.post(
    '/admin/import/jobs/:id/commit',
    { config: edit, schema: { params: ImportJobParamsSchema, response: jobReply } },
    async (request) => ok(await jobs.commit(request.params.id, actorOf(request)), '正在写入'),
  );
  return Promise.resolve();
};
