/** The warehouse's files: trace codes (xlsx / csv), the ledger, GSP 销售记录. */
import { fenToYuan } from '@shop/shared';
import type { XlsxColumn } from '../../lib/xlsx';
import type { LedgerRow } from '@shop/shared';
import type { SalesRecordRow, TraceCodeRow } from './warehouse.repo';

export const TRACE_COLUMNS: XlsxColumn<TraceCodeRow>[] = [
  { header: '订单号', width: 22, value: (r) => r.order_no },
  { header: '发货时间', width: 17, value: (r) => r.shipped_at },
  { header: '购货单位', width: 28, value: (r) => r.company },
  { header: '品名', width: 24, value: (r) => r.name },
  { header: '规格', width: 18, value: (r) => r.ypgg },
  { header: '生产企业', width: 28, value: (r) => r.sccj },
  { header: '批准文号', width: 20, value: (r) => r.approval_no },
  { header: '批号', width: 14, value: (r) => r.batch_no },
  { header: '有效期至', width: 12, value: (r) => r.expires_on },
  { header: '药品追溯码', width: 24, value: (r) => r.code },
];

export const LEDGER_COLUMNS: XlsxColumn<LedgerRow>[] = [
  { header: '时间', width: 17, value: (r) => r.at },
  { header: '品名', width: 24, value: (r) => r.goods_name },
  { header: '批号', width: 14, value: (r) => r.batch_no },
  { header: '库区', width: 10, value: (r) => r.area },
  { header: '类型', width: 12, value: (r) => r.kind_text },
  { header: '变动数量', width: 10, value: (r) => r.delta },
  { header: '变动前', width: 10, value: (r) => r.qty_before },
  { header: '变动后', width: 10, value: (r) => r.qty_after },
  { header: '操作人', width: 12, value: (r) => r.operator },
  { header: '原因', width: 30, value: (r) => r.reason },
  { header: '来源单据', width: 26, value: (r) => r.source },
];

export const SALES_COLUMNS: XlsxColumn<SalesRecordRow>[] = [
  { header: '销售日期', width: 17, value: (r) => r.at },
  { header: '购货单位', width: 28, value: (r) => r.company },
  { header: '品名', width: 24, value: (r) => r.name },
  { header: '剂型', width: 10, value: (r) => r.dosage_form },
  { header: '规格', width: 18, value: (r) => r.ypgg },
  { header: '生产企业', width: 28, value: (r) => r.sccj },
  { header: '批准文号', width: 20, value: (r) => r.approval_no },
  { header: '批号', width: 14, value: (r) => r.batch_no },
  { header: '有效期至', width: 12, value: (r) => r.expires_on },
  { header: '数量', width: 8, value: (r) => r.number },
  { header: '单价', width: 10, value: (r) => fenToYuan(r.price_fen) },
  { header: '金额', width: 12, value: (r) => fenToYuan(r.amount_fen) },
  { header: '订单号', width: 22, value: (r) => r.order_no },
];

/** RFC 4180 CSV with a BOM, so Excel/WPS open the Chinese text as UTF-8. */
export function toCsv<T>(columns: XlsxColumn<T>[], rows: T[]): Buffer {
  const cell = (v: string | number | null) => {
    const s = v === null ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const r of rows) lines.push(columns.map((c) => cell(c.value(r))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
