import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBulkBodySchema,
  AdminBulkPickResultSchema,
  AdminBulkResultSchema,
  AdminBulkShipBodySchema,
  AdminFileSchema,
  AdminIdParamsSchema,
  AdminOrderActionResultSchema,
  AdminOrderDetailSchema,
  AdminOrderFilterSchema,
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  CancelBodySchema,
  ConfirmTransferBodySchema,
  ShipBodySchema,
  adminEnvelope,
  type AdminOrderRow,
} from '@shop/shared';
import { refused } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { XLSX_TYPE, sendFile, toXlsx, type XlsxColumn } from '../../lib/xlsx';
import { actorOf } from '../../plugins/admin-context';
import { visibleIds } from '../../plugins/data-scope';
import { bulkMsg } from '../../lib/bulk';
import { bulkPick, bulkPrintable, bulkShip } from './order.bulk';
import { logisticsProviderOf } from '../logistics/logistics.provider';
import { createRefunder } from '../payment/gateway';
import { CARRIER_JOB, carrierRegistration } from '../logistics/carrier-outbox';
import { deliveryNotePdf } from './delivery-note';
import {
  adminCancel,
  adminConfirmTransfer,
  adminOrderDetail,
  adminOrderList,
  adminShip,
} from './order.admin.service';

const EXPORT_CAP = 10_000;
const COLUMNS: XlsxColumn<AdminOrderRow>[] = [
  { header: '订单号', width: 24, value: (r) => r.order_no },
  {
    header: '下单时间',
    width: 20,
    value: (r) => new Date(r.created_at).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }),
  },
  { header: '客户', width: 30, value: (r) => r.buyer_company },
  { header: '账号', width: 12, value: (r) => r.buyer_username },
  { header: '收货人', width: 10, value: (r) => r.consignee },
  { header: '地区', width: 16, value: (r) => r.region },
  { header: '类型', width: 10, value: (r) => (r.kind === 'ephedrine' ? '含麻黄碱' : '普通') },
  { header: '支付方式', width: 10, value: (r) => r.pay_type_text },
  { header: '状态', width: 10, value: (r) => r.status_text },
  { header: '品种数', width: 8, value: (r) => r.goods_count },
  { header: '应付金额', width: 12, value: (r) => Number(r.payable) },
];

export const orderAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const refunder = createRefunder(app.deps.config);
  const carrier = logisticsProviderOf(app.deps);
  // Waybills queued by shipments go to the carrier from the job runner, after their commit.
  app.jobs.handle(CARRIER_JOB, carrierRegistration(carrier));
  const params = AdminIdParamsSchema;
  const action = { 200: adminEnvelope(AdminOrderActionResultSchema) };

  app.get(
    '/admin/orders',
    {
      config: { permission: 'order.view' },
      schema: { querystring: AdminOrderQuerySchema, response: { 200: adminEnvelope(AdminOrderListSchema) } },
    },
    async (request) => ok(await adminOrderList(db, request.query)),
  );

  app.get(
    '/admin/orders/export',
    {
      config: {
        permission: 'order.export',
        audited: { action: 'export.orders', targetType: 'export', summary: '导出订单（按筛选条件）' },
      },
      schema: { querystring: AdminOrderFilterSchema, response: { 200: AdminFileSchema } },
    },
    async (request, reply) => {
      const q = { ...request.query, page: 1, page_size: EXPORT_CAP };
      const { list, total } = await adminOrderList(db, q);
      if (total > EXPORT_CAP)
        throw refused(`符合条件的订单有 ${total} 条，请缩小日期范围后分批导出（每次最多 ${EXPORT_CAP} 条）`);
      const day = new Date().toISOString().slice(0, 10);
      return sendFile(reply, await toXlsx('订单', COLUMNS, list), `订单-${day}.xlsx`, XLSX_TYPE);
    },
  );

  // Bulk over rows chosen across pages; ids outside the operator's data scope are refused as missing.
  app.post(
    '/admin/orders/bulk-pick',
    {
      config: { permission: 'order.ship' },
      schema: { body: AdminBulkBodySchema, response: { 200: adminEnvelope(AdminBulkPickResultSchema) } },
    },
    async (request) => {
      const ids = request.body.ids;
      const r = await bulkPick(db, actorOf(request), ids, await visibleIds(request, 'order', ids));
      return ok(r, r.pick_list ? `拣货单 ${r.pick_list.pick_no} 已生成；${bulkMsg(r)}` : bulkMsg(r));
    },
  );
  app.post(
    '/admin/orders/bulk-ship',
    {
      config: { permission: 'order.ship' },
      schema: { body: AdminBulkShipBodySchema, response: { 200: adminEnvelope(AdminBulkResultSchema) } },
    },
    async (request) => {
      const items = request.body.items;
      const visible = await visibleIds(
        request,
        'order',
        items.map((i) => i.id),
      );
      const r = await bulkShip(db, actorOf(request), items, visible, carrier);
      if (r.done.length) app.jobs.kick(0); // the waybills queued by these shipments
      return ok(r, bulkMsg(r));
    },
  );
  app.post(
    '/admin/orders/bulk-printable',
    {
      config: { permission: 'order.view' },
      schema: { body: AdminBulkBodySchema, response: { 200: adminEnvelope(AdminBulkResultSchema) } },
    },
    async (request) => {
      const ids = request.body.ids;
      const r = await bulkPrintable(db, ids, await visibleIds(request, 'order', ids));
      return ok(r, bulkMsg(r));
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      config: { permission: 'order.view' },
      schema: { params, response: { 200: adminEnvelope(AdminOrderDetailSchema) } },
    },
    async (request) => ok(await adminOrderDetail(db, request.params.id)),
  );

  app.get(
    '/admin/orders/:id/delivery-note.pdf',
    { config: { permission: 'order.view' }, schema: { params, response: { 200: AdminFileSchema } } },
    async (request, reply) => {
      const order = await adminOrderDetail(db, request.params.id);
      if (!order.actions.can_print) throw refused('订单复核通过后才能打印随货同行单');
      const pdf = await deliveryNotePdf(order);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(`随货同行单-${order.order_no}.pdf`)}`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/admin/orders/:id/confirm-transfer',
    {
      config: { permission: 'order.confirm_transfer' },
      schema: { params, body: ConfirmTransferBodySchema, response: action },
    },
    async (request) =>
      ok(await adminConfirmTransfer(db, actorOf(request), request.params.id, request.body), '已确认到账'),
  );

  app.post(
    '/admin/orders/:id/ship',
    { config: { permission: 'order.ship' }, schema: { params, body: ShipBodySchema, response: action } },
    async (request) =>
      ok(
        await adminShip(db, actorOf(request), request.params.id, request.body, carrier, () =>
          app.jobs.kick(0),
        ),
        '已发货',
      ),
  );

  app.post(
    '/admin/orders/:id/cancel',
    { config: { permission: 'order.cancel' }, schema: { params, body: CancelBodySchema, response: action } },
    async (request) =>
      ok(
        await adminCancel(db, actorOf(request), refunder, request.params.id, request.body.reason),
        '订单已取消',
      ),
  );
  return Promise.resolve();
};
