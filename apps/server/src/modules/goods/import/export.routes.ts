import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDownloadSchema,
  fenToYuan,
  ORDER_STATUS_TEXT,
  SCOPE_LABELS,
  type OrderStatus,
  NoQuerySchema,
} from '@shop/shared';
import {
  goodsExportRows,
  lotExportRows,
  orderExportRows,
  type GoodsExportRow,
  type LotExportRow,
  type OrderExportRow,
} from './export.repo';
import { columns as goodsColumns } from './goods.sheet';
import { sendFile, toXlsx, XLSX_TYPE } from '../../../lib/xlsx';

const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');
const yesNo = (b: boolean) => (b ? '是' : '否');

/** Yuan as a number (12.5), so a spreadsheet sums it; the import reads it back as 12.50. */
const yuanNumber = (fen: number) => Number(fen) / 100;

/** Each template column's value; the export's columns are the template's, in its order. */
const GOODS_VALUES: Record<string, (r: GoodsExportRow) => string | number> = {
  goods_id: (r) => r.id,
  generic_name: (r) => r.generic_name,
  trade_name: (r) => r.trade_name,
  ypgg: (r) => r.ypgg,
  dosage_form: (r) => r.dosage_form,
  bzdw: (r) => r.bzdw,
  mid_pack: (r) => r.mid_pack,
  big_pack: (r) => r.big_pack,
  min_qty: (r) => r.min_qty,
  manufacturer: (r) => r.sccj,
  category: (r) => r.category,
  approval_no: (r) => r.approval_no,
  barcode: (r) => r.barcode,
  is_prescription: (r) => yesNo(r.is_prescription),
  otc_type: (r) => r.otc_type,
  is_ephedrine: (r) => yesNo(r.is_ephedrine),
  scope: (r) => SCOPE_LABELS[r.scope] ?? r.scope,
  storage: (r) => r.storage,
  shelf_life_months: (r) => r.shelf_life_months,
  base_price: (r) => yuanNumber(r.base),
  retail_price: (r) => yuanNumber(r.retail),
  is_buy: (r) => yesNo(r.is_buy),
};

/** The template's headers, required ones marked * as in the template. */
export const goodsExportColumns = () =>
  goodsColumns.map((c) => ({
    header: c.required ? `*${c.header}` : c.header,
    width: Math.max(8, c.header.length * 2 + 4),
    value: GOODS_VALUES[c.key] ?? (() => ''),
  }));

/**
 * 导出: the catalogue (exactly the goods import template's columns, so it imports back as updates),
 * the stock by lot and the orders as Excel.
 */
export const exportAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const opts = {
    config: { permission: 'goods.view' as const },
    schema: { querystring: NoQuerySchema, response: { 200: AdminDownloadSchema } },
  };

  const audited = (action: string, summary: string) => ({
    ...opts,
    config: { ...opts.config, audited: { action, targetType: 'export', summary } },
  });
  app.get('/admin/export/goods', audited('export.goods', '导出商品'), async (_request, reply) => {
    const rows = await goodsExportRows(db);
    const buf = await toXlsx<GoodsExportRow>('商品', goodsExportColumns(), rows);
    return sendFile(reply, buf, `商品-${stamp()}.xlsx`, XLSX_TYPE);
  });

  app.get('/admin/export/stock', audited('export.stock', '导出库存批次'), async (_request, reply) => {
    const rows = await lotExportRows(db);
    const buf = await toXlsx<LotExportRow>(
      '库存批次',
      [
        { header: '商品编号', width: 10, value: (r) => r.goods_id },
        { header: '商品名称', width: 28, value: (r) => r.name },
        { header: '规格', width: 18, value: (r) => r.ypgg },
        { header: '生产厂家', width: 30, value: (r) => r.sccj },
        { header: '批号', width: 14, value: (r) => r.batch_no },
        { header: '生产日期', width: 12, value: (r) => r.produced_on },
        { header: '有效期至', width: 12, value: (r) => r.expires_on },
        { header: '数量', width: 10, value: (r) => r.stock },
        { header: '质量冻结', width: 10, value: (r) => yesNo(r.frozen) },
        { header: '药检报告', width: 40, value: (r) => r.report_url },
      ],
      rows,
    );
    return sendFile(reply, buf, `库存批次-${stamp()}.xlsx`, XLSX_TYPE);
  });
  app.get(
    '/admin/export/orders',
    {
      config: {
        permission: 'order.export',
        audited: { action: 'export.orders', targetType: 'export', summary: '导出订单' },
      },
      schema: opts.schema,
    },
    async (_request, reply) => {
      const rows = await orderExportRows(db);
      const buf = await toXlsx<OrderExportRow>(
        '订单',
        [
          { header: '订单编号', width: 22, value: (r) => r.order_no },
          { header: '下单时间', width: 17, value: (r) => r.created_at },
          { header: '客户', width: 30, value: (r) => r.company },
          { header: '账号', width: 12, value: (r) => r.username },
          { header: '状态', width: 10, value: (r) => ORDER_STATUS_TEXT[r.status as OrderStatus] ?? r.status },
          { header: '支付方式', width: 10, value: (r) => PAY_TEXT[r.pay_type] ?? r.pay_type },
          { header: '品种数', width: 8, value: (r) => r.lines },
          { header: '商品金额', width: 12, value: (r) => fenToYuan(Number(r.goods)) },
          { header: '满减', width: 10, value: (r) => fenToYuan(Number(r.manjian)) },
          { header: '优惠券', width: 10, value: (r) => fenToYuan(Number(r.coupon)) },
          { header: '运费', width: 10, value: (r) => fenToYuan(Number(r.shipping)) },
          { header: '应付金额', width: 12, value: (r) => fenToYuan(Number(r.payable)) },
        ],
        rows,
      );
      return sendFile(reply, buf, `订单-${stamp()}.xlsx`, XLSX_TYPE);
    },
  );
  return Promise.resolve();
};

const PAY_TEXT: Record<string, string> = {
  balance: '余额',
  offline: '对公转账',
  wechat: '微信',
  alipay: '支付宝',
};
