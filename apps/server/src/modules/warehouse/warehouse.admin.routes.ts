import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminFileSchema,
  AdminIdParamsSchema,
  AdminWriteResultSchema,
  CheckBodySchema,
  CheckViewSchema,
  DateRangeQuerySchema,
  DayQuerySchema,
  DisposeBodySchema,
  LedgerPageSchema,
  LedgerQuerySchema,
  PickListCreateSchema,
  PickListResultSchema,
  QuarantinePageSchema,
  QuarantineQuerySchema,
  WarehouseQueueQuerySchema,
  WarehouseQueueSchema,
  adminEnvelope,
  idParam,
} from '@shop/shared';
import { refused } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { sendFile, toXlsx, XLSX_TYPE } from '../../lib/xlsx';
import { actorOf } from '../../plugins/admin-context';
import { deliveryNotePdf } from '../order/delivery-note';
import { adminOrderDetail } from '../order/order.admin.service';
import { checkOrder, checkView } from './check.service';
import { LEDGER_COLUMNS, SALES_COLUMNS, TRACE_COLUMNS } from './exports';
import { createPickList, pickListPdf } from './pick.service';
import { disposeQuarantine } from './returns.service';
import {
  dayTraceCodes,
  ledgerPage,
  ledgerRows,
  quarantinePage,
  salesRecords,
  warehouseQueue,
} from './warehouse.repo';

const pdfHeaders = (name: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
  'cache-control': 'no-store',
});

const NotesQuerySchema = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(idParam('订单编号不正确')).min(1, '请选择订单').max(100, '一次最多打印100个订单'),
  ),
});

/** 仓库: pick lists, the 复核, delivery notes of several orders, quarantine, ledger and GSP files. */
export const warehouseAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const file = { 200: AdminFileSchema };
  const written = { 200: adminEnvelope(AdminWriteResultSchema) };

  app.get(
    '/admin/warehouse/orders',
    {
      config: { permission: 'order.ship' },
      schema: {
        querystring: WarehouseQueueQuerySchema,
        response: { 200: adminEnvelope(WarehouseQueueSchema) },
      },
    },
    async (request) => ok(await warehouseQueue(db, request.query)),
  );
  app.post(
    '/admin/warehouse/pick-lists',
    {
      config: { permission: 'order.ship' },
      schema: { body: PickListCreateSchema, response: { 200: adminEnvelope(PickListResultSchema) } },
    },
    async (request) => {
      const r = await createPickList(db, actorOf(request), request.body);
      return ok(r, `拣货单 ${r.pick_no} 已生成（${r.order_ids.length} 个订单）`);
    },
  );
  app.get(
    '/admin/warehouse/pick-lists/:id/pdf',
    { config: { permission: 'order.ship' }, schema: { params: AdminIdParamsSchema, response: file } },
    async (request, reply) => {
      const { pickNo, pdf } = await pickListPdf(db, request.params.id);
      return reply.headers(pdfHeaders(`拣货单-${pickNo}.pdf`)).send(pdf);
    },
  );
  app.get(
    '/admin/warehouse/check/:id',
    {
      config: { permission: 'warehouse.check' },
      schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(CheckViewSchema) } },
    },
    async (request) => ok(await checkView(db, request.params.id)),
  );
  app.post(
    '/admin/warehouse/check/:id',
    {
      config: { permission: 'warehouse.check' },
      schema: { params: AdminIdParamsSchema, body: CheckBodySchema, response: written },
    },
    async (request) =>
      ok(await checkOrder(db, actorOf(request), request.params.id, request.body), '复核通过'),
  );
  app.get(
    '/admin/warehouse/delivery-notes.pdf',
    { config: { permission: 'order.view' }, schema: { querystring: NotesQuerySchema, response: file } },
    async (request, reply) => {
      const orders = [];
      for (const id of request.query.ids) {
        const o = await adminOrderDetail(db, id);
        if (!o.actions.can_print) throw refused(`订单 ${o.order_no} 复核通过后才能打印随货同行单`);
        orders.push(o);
      }
      const name =
        orders.length === 1 ? `随货同行单-${orders[0]!.order_no}.pdf` : `随货同行单-${orders.length}单.pdf`;
      return reply.headers(pdfHeaders(name)).send(await deliveryNotePdf(orders));
    },
  );
  app.get(
    '/admin/warehouse/ledger',
    {
      config: { permission: 'stock.ledger' },
      schema: { querystring: LedgerQuerySchema, response: { 200: adminEnvelope(LedgerPageSchema) } },
    },
    async (request) => ok(await ledgerPage(db, request.query)),
  );
  app.get(
    '/admin/warehouse/ledger/export',
    { config: { permission: 'stock.ledger' }, schema: { querystring: LedgerQuerySchema, response: file } },
    async (request, reply) => {
      const rows = await ledgerRows(db, request.query, 100_000, 0);
      return sendFile(reply, await toXlsx('出入库流水', LEDGER_COLUMNS, rows), '出入库流水.xlsx', XLSX_TYPE);
    },
  );
  app.get(
    '/admin/warehouse/trace-codes/export',
    { config: { permission: 'gsp.export' }, schema: { querystring: DayQuerySchema, response: file } },
    async (request, reply) => {
      const rows = await dayTraceCodes(db, request.query.date);
      const name = `出库追溯码-${request.query.date}.xlsx`;
      return sendFile(reply, await toXlsx('出库追溯码', TRACE_COLUMNS, rows), name, XLSX_TYPE);
    },
  );
  app.get(
    '/admin/warehouse/sales-records/export',
    { config: { permission: 'gsp.export' }, schema: { querystring: DateRangeQuerySchema, response: file } },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await salesRecords(db, from, to);
      return sendFile(
        reply,
        await toXlsx('销售记录', SALES_COLUMNS, rows),
        `销售记录-${from}至${to}.xlsx`,
        XLSX_TYPE,
      );
    },
  );
  app.get(
    '/admin/warehouse/quarantine',
    {
      config: { permission: 'quarantine.dispose' },
      schema: { querystring: QuarantineQuerySchema, response: { 200: adminEnvelope(QuarantinePageSchema) } },
    },
    async (request) => ok(await quarantinePage(db, request.query)),
  );
  app.post(
    '/admin/warehouse/quarantine/:id/dispose',
    {
      config: { permission: 'quarantine.dispose' },
      schema: { params: AdminIdParamsSchema, body: DisposeBodySchema, response: written },
    },
    async (request) =>
      ok(await disposeQuarantine(db, actorOf(request), request.params.id, request.body), '处置已记录'),
  );
  return Promise.resolve();
};
