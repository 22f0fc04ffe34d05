import type { AdminOrderDetail } from '@shop/shared';
import { drawTable, renderPdf, type PdfColumn } from '../../lib/pdf/index';

/** The shop's own licences, printed on every note (GSP: 随货同行单 names both parties' licences). */
export const SHOP_LICENCES = {
  name: '浙江康源医药有限公司',
  drugLicense: '浙AA5710001',
  creditCode: '91330100MA2H8K6Q3X',
};

const COLUMNS: PdfColumn[] = [
  { title: '品名', width: 120 },
  { title: '规格', width: 70 },
  { title: '生产企业', width: 110 },
  { title: '批准文号', width: 95 },
  { title: '批号', width: 70 },
  { title: '有效期至', width: 62 },
  { title: '数量', width: 40, align: 'right' },
  { title: '单位', width: 30, align: 'center' },
  { title: '单价', width: 55, align: 'right' },
  { title: '金额', width: 62, align: 'right' },
];

/** 随货同行单: one row per lot shipped, with both parties' licence numbers. A4 landscape. */
export function deliveryNotePdf(o: AdminOrderDetail): Promise<Buffer> {
  return renderPdf({ title: `随货同行单 ${o.order_no}`, layout: 'landscape' }, (doc) => {
    doc.font('cjk-bold').fontSize(16).text(`${SHOP_LICENCES.name} 随货同行单`, { align: 'center' });
    doc.moveDown(0.4).font('cjk').fontSize(9);
    const addr = o.address;
    doc.text(
      `订单号：${o.order_no}    下单时间：${new Date(o.created_at).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}    打印时间：${new Date().toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}`,
    );
    doc.text(
      `购货单位：${o.buyer.company}    统一社会信用代码：${o.buyer.credit_code}    许可证号：${o.buyer.drug_license_no || '—'}`,
    );
    doc.text(
      `收货人：${addr.consignee} ${addr.phone}    收货地址：${addr.province}${addr.city}${addr.district}${addr.detail}`,
    );
    doc.text(
      `供货单位：${SHOP_LICENCES.name}    药品经营许可证：${SHOP_LICENCES.drugLicense}    统一社会信用代码：${SHOP_LICENCES.creditCode}`,
    );
    if (o.logistics.tracking_no) doc.text(`承运：${o.logistics.company}  运单号：${o.logistics.tracking_no}`);
    doc.moveDown(0.5);
    const rows = o.lines.flatMap((l) =>
      (l.lots.length ? l.lots : [{ batch_no: '', expires_on: '', number: l.number, produced_on: '' }]).map(
        (lot) => [
          l.name,
          l.ypgg,
          l.sccj,
          l.approval_no,
          lot.batch_no,
          lot.expires_on,
          String(lot.number),
          l.bzdw,
          l.price,
          (Number(l.price) * lot.number).toFixed(2),
        ],
      ),
    );
    drawTable(doc, COLUMNS, rows);
    doc.text(`合计：${o.goods_count} 个品种，应付金额 ¥${o.payable}`, { align: 'right' });
    doc.moveDown(1.2);
    doc.text(
      '发货人：____________    复核人：____________    收货人签收：____________    收货日期：____________',
    );
    doc.moveDown(0.5).fontSize(8).fillColor('#555555');
    doc.text('本单随货同行，请收货单位核对品名、批号、数量无误后签收，并按GSP要求保存。');
  });
}
