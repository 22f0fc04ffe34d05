import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFileSchema,
  AuditExportQuerySchema,
  AuditListSchema,
  AuditOperatorsSchema,
  AuditQuerySchema,
  AuditVerifySchema,
  adminEnvelope,
  auditActionText,
  auditTargetText,
  type AuditRow,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { XLSX_TYPE, sendFile, toXlsx, type XlsxColumn } from '../../lib/xlsx';
import { auditOperators, auditRowsForExport, listAudit, verifyAudit } from './audit.service';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
const COLUMNS: XlsxColumn<AuditRow>[] = [
  { header: '序号', width: 8, value: (r) => r.seq },
  {
    header: '时间',
    width: 22,
    value: (r) => new Date(r.at).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }),
  },
  { header: '操作员', width: 20, value: (r) => r.operator_name },
  { header: 'IP', width: 16, value: (r) => r.ip },
  { header: '操作', width: 22, value: (r) => auditActionText(r.action) },
  { header: '对象', width: 16, value: (r) => `${auditTargetText(r.target_type)}#${r.target_id}` },
  { header: '说明', width: 40, value: (r) => r.summary },
  { header: '修改前', width: 40, value: (r) => json(r.before) },
  { header: '修改后', width: 40, value: (r) => json(r.after) },
  { header: '校验值', width: 66, value: (r) => r.hash },
];

export const auditAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;

  app.get(
    '/admin/audit',
    {
      config: { permission: 'audit.view' },
      schema: { querystring: AuditQuerySchema, response: { 200: adminEnvelope(AuditListSchema) } },
    },
    async (request) => ok(await listAudit(db, request.query)),
  );

  // Who appears in the trail (operators since removed included), for the filter by operator.
  app.get(
    '/admin/audit/operators',
    {
      config: { permission: 'audit.view' },
      schema: { response: { 200: adminEnvelope(AuditOperatorsSchema) } },
    },
    async () =>
      ok({
        list: await auditOperators(db),
      }),
  );

  app.get(
    '/admin/audit/verify',
    { config: { permission: 'audit.view' }, schema: { response: { 200: adminEnvelope(AuditVerifySchema) } } },
    async () => ok(await verifyAudit(db)),
  );

  app.get(
    '/admin/audit/export',
    {
      config: {
        permission: 'audit.export',
        audited: { action: 'export.audit', targetType: 'export', summary: '导出操作日志' },
      },
      schema: { querystring: AuditExportQuerySchema, response: { 200: AdminFileSchema } },
    },
    async (request, reply) => {
      const rows = await auditRowsForExport(db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return sendFile(reply, await toXlsx('操作日志', COLUMNS, rows), `操作日志-${day}.xlsx`, XLSX_TYPE);
    },
  );
  return Promise.resolve();
};
