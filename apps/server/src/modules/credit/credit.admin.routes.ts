import { createRefunder } from '../payment/gateway';
import { ONLINE_REFUND_JOB, onlineRefundJob } from './refund-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBulkConfirmBodySchema,
  AdminBulkResultSchema,
  AdminCreditSchema,
  AdminFileSchema,
  AdminIdParamsSchema,
  AdminReceivableListSchema,
  AdminReceivableQuerySchema,
  AdminStatementListSchema,
  AdminStatementQuerySchema,
  AdminVoucherListSchema,
  AdminVoucherQuerySchema,
  CreditBodySchema,
  MatchTransferBodySchema,
  TransferMatchSchema,
  VoucherRejectBodySchema,
  VoucherRejectResultSchema,
  adminEnvelope,
  type AdminReceivableRow,
} from '@shop/shared';
import { notFound, refused } from '../../lib/errors';
import { bulkMsg, bulkRunItems } from '../../lib/bulk';
import { ok } from '../../lib/reply';
import { XLSX_TYPE, sendFile, toXlsx, type XlsxColumn } from '../../lib/xlsx';
import { actorOf } from '../../plugins/admin-context';
import { sendBuyerFile } from '../upload/upload.admin.file';
import { findUpload } from '../upload/upload.service';
import { adminCredit, receivableList, setCredit, voucherList } from './credit.admin.service';
import { confirmVoucher } from './transfer.service';
import { rejectVoucher } from './voucher.reject';
import { voucherUploadId } from './voucher.repo';
import { adminStatements } from './statement.view';

const EXPORT_CAP = 10_000;
const COLUMNS: XlsxColumn<AdminReceivableRow>[] = [
  { header: '客户', width: 30, value: (r) => r.company },
  { header: '订单号', width: 24, value: (r) => r.order_no },
  { header: '应收金额', width: 12, value: (r) => Number(r.amount) },
  { header: '未收金额', width: 12, value: (r) => Number(r.outstanding) },
  { header: '到期日', width: 12, value: (r) => r.due_on },
  { header: '账龄（天）', width: 10, value: (r) => r.age_days },
  { header: '逾期（天）', width: 10, value: (r) => r.overdue_days },
  { header: '账龄区间', width: 10, value: (r) => r.bucket },
];

/** 财务: 授信, 应收账款 (ageing, export), 转账凭证 queue and matching. */
export const creditAdminRoutes: FastifyPluginAsyncZod = (app) => {
  // Online refunds decided by after-sales and cancellations reach the gateway after their commit.
  app.jobs.handle(ONLINE_REFUND_JOB, onlineRefundJob(app.deps.database.db, createRefunder(app.deps.config)));
  const db = app.deps.database.db;

  app.get(
    '/admin/finance/credit/:id',
    {
      config: { permission: 'finance.receivables' },
      schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(AdminCreditSchema) } },
    },
    async (request) => ok(await adminCredit(db, request.params.id)),
  );
  app.put(
    '/admin/finance/credit/:id',
    {
      config: { permission: 'finance.credit' },
      schema: {
        params: AdminIdParamsSchema,
        body: CreditBodySchema,
        response: { 200: adminEnvelope(AdminCreditSchema) },
      },
    },
    async (request) =>
      ok(await setCredit(db, actorOf(request), request.params.id, request.body), '授信已保存'),
  );
  app.get(
    '/admin/finance/receivables',
    {
      config: { permission: 'finance.receivables' },
      schema: {
        querystring: AdminReceivableQuerySchema,
        response: { 200: adminEnvelope(AdminReceivableListSchema) },
      },
    },
    async (request) => ok(await receivableList(db, request.query)),
  );
  app.get(
    '/admin/finance/receivables/export',
    {
      config: { permission: 'finance.receivables' },
      schema: { querystring: AdminReceivableQuerySchema, response: { 200: AdminFileSchema } },
    },
    async (request, reply) => {
      const { list, total } = await receivableList(db, { ...request.query, page: 1, page_size: EXPORT_CAP });
      if (total > EXPORT_CAP) throw refused(`符合条件的应收有 ${total} 条，请按客户筛选后分批导出`);
      const day = new Date().toISOString().slice(0, 10);
      return sendFile(reply, await toXlsx('应收账款', COLUMNS, list), `应收账款-${day}.xlsx`, XLSX_TYPE);
    },
  );
  app.get(
    '/admin/finance/vouchers',
    {
      config: { permission: 'finance.receivables' },
      schema: {
        querystring: AdminVoucherQuerySchema,
        response: { 200: adminEnvelope(AdminVoucherListSchema) },
      },
    },
    async (request) =>
      ok(await voucherList(db, request.query.status, request.query.page, request.query.page_size)),
  );
  app.get(
    '/admin/finance/vouchers/:id/file',
    {
      config: { permission: 'finance.receivables' },
      schema: { params: AdminIdParamsSchema, response: { 200: AdminFileSchema } },
    },
    async (request, reply) => {
      const uploadId = await voucherUploadId(db, request.params.id);
      const row = uploadId === null ? null : await findUpload(db, uploadId);
      if (!row) throw notFound('转账凭证不存在');
      return sendBuyerFile(app.deps, reply, row);
    },
  );
  app.post(
    '/admin/finance/vouchers/:id/confirm',
    {
      config: { permission: 'order.confirm_transfer' },
      schema: {
        params: AdminIdParamsSchema,
        body: MatchTransferBodySchema,
        response: { 200: adminEnvelope(TransferMatchSchema) },
      },
    },
    async (request) =>
      ok(await confirmVoucher(db, actorOf(request), request.params.id, request.body), '已确认到账'),
  );
  // 批量确认到账: each chosen voucher with its own amount and serial, each in its own transaction.
  app.post(
    '/admin/finance/vouchers/bulk-confirm',
    {
      config: { permission: 'order.confirm_transfer' },
      schema: { body: AdminBulkConfirmBodySchema, response: { 200: adminEnvelope(AdminBulkResultSchema) } },
    },
    async (request) => {
      const { items } = request.body;
      const all = new Set(items.map((i) => i.id));
      const r = await bulkRunItems(items, all, '转账凭证不存在', (i) =>
        confirmVoucher(db, actorOf(request), i.id, i),
      );
      return ok(r, bulkMsg(r));
    },
  );
  app.post(
    '/admin/finance/vouchers/:id/reject',
    {
      config: { permission: 'order.confirm_transfer' },
      schema: {
        params: AdminIdParamsSchema,
        body: VoucherRejectBodySchema,
        response: { 200: adminEnvelope(VoucherRejectResultSchema) },
      },
    },
    async (request) =>
      ok(await rejectVoucher(db, actorOf(request), request.params.id, request.body.reason), '已驳回'),
  );
  app.get(
    '/admin/finance/statements',
    {
      config: { permission: 'finance.receivables' },
      schema: {
        querystring: AdminStatementQuerySchema,
        response: { 200: adminEnvelope(AdminStatementListSchema) },
      },
    },
    async (request) =>
      ok(await adminStatements(db, request.query.month, request.query.page, request.query.page_size)),
  );
  return Promise.resolve();
};
