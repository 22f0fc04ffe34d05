import { fenToYuan, yuanToFen, type AdminOrderDetail } from '@shop/shared';
import { renderPdf, type PdfColumn, type PdfDoc } from '../../lib/pdf/index';
import { drawQr } from '../../lib/pdf/qr';
import { drawWrappedTable } from '../../lib/pdf/wrapped-table';

/** The shop's own licences, printed on every note (GSP: 随货同行单 names both parties' licences). */
export const SHOP_LICENCES = {
  name: '浙江康源医药有限公司',
  drugLicense: '浙AA5710001',
  creditCode: '91330100MA2H8K6Q3X',
  address: '浙江省杭州市滨江区江南大道3888号康源医药物流中心',
  phone: '0571-86650000',
};

const COLUMNS: PdfColumn[] = [
  { title: '品名', width: 100 },
  { title: '剂型', width: 40 },
  { title: '规格', width: 70 },
  { title: '生产企业', width: 110 },
  { title: '批准文号', width: 85 },
  { title: '批号', width: 60 },
  { title: '生产日期', width: 56 },
  { title: '有效期至', width: 56 },
  { title: '数量', width: 36, align: 'right' },
  { title: '单位', width: 28, align: 'center' },
  { title: '单价', width: 52, align: 'right' },
  { title: '金额', width: 62, align: 'right' },
];

const cn = (d: Date) => d.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

type NoteLine = AdminOrderDetail['lines'][number];
type NoteLot = NoteLine['lots'][number];

/**
 * A line's lots cut to its sub-lines (秒杀价 限5盒, then 超出限购按原价): the first part takes the
 * first units shipped, in the lots' order, so each part's rows name the batches its units came from.
 */
function lotsByPart(l: NoteLine): { part: NoteLine['parts'][number]; lots: NoteLot[] }[] {
  const parts = l.parts.length
    ? l.parts
    : [{ number: l.number, price: l.price, total: l.total, reason: null }];
  const queue = l.lots.length
    ? l.lots.map((lot) => ({ ...lot }))
    : [{ batch_no: '', produced_on: '', expires_on: '', number: l.number }];
  return parts.map((part) => {
    const lots: NoteLot[] = [];
    let need = part.number;
    while (need > 0 && queue.length > 0) {
      const head = queue[0]!;
      const take = Math.min(need, head.number);
      lots.push({ ...head, number: take });
      head.number -= take;
      need -= take;
      if (head.number === 0) queue.shift();
    }
    const none = { batch_no: '', produced_on: '', expires_on: '', number: part.number };
    return { part, lots: lots.length ? lots : [none] };
  });
}

/**
 * One row per batch shipped, per sub-line: a line above a 秒杀 cap prints its flash part and its
 * part at the normal price apart, each at its own unit price. A part's amount is split over its
 * batches by units, the last batch taking the remainder, so the rows add up to the part, the parts
 * to the line total and the lines to the goods amount.
 */
export function noteRows(o: AdminOrderDetail): string[][] {
  return o.lines.flatMap((l) =>
    lotsByPart(l).flatMap(({ part, lots }) => {
      const total = yuanToFen(part.total) ?? 0;
      let left = total;
      const name = l.parts.length > 1 && part.reason ? `${l.name}（${part.reason}）` : l.name;
      return lots.map((lot, i) => {
        const amount = i === lots.length - 1 ? left : Math.round((total * lot.number) / part.number);
        left -= amount;
        return [
          name,
          l.dosage_form,
          l.ypgg,
          l.sccj,
          l.approval_no,
          lot.batch_no,
          lot.produced_on,
          lot.expires_on,
          String(lot.number),
          l.bzdw,
          part.price,
          fenToYuan(amount),
        ];
      });
    }),
  );
}

function drawNote(doc: PdfDoc, o: AdminOrderDetail): void {
  const top = doc.y;
  doc.font('cjk-bold').fontSize(16).text(`${SHOP_LICENCES.name} 随货同行单`, { align: 'center' });
  drawQr(doc, o.order_no, doc.page.width - doc.page.margins.right - 58, top - 6, 58);
  doc.moveDown(0.4).font('cjk').fontSize(9);
  const addr = o.address;
  const f = o.fulfilment;
  doc.text(
    `单号：${o.order_no}    下单时间：${cn(new Date(o.created_at))}    发货日期：${f.shipped_at || cn(new Date()).slice(0, 10)}    打印时间：${cn(new Date())}`,
    { width: 680 },
  );
  doc.text(
    `供货单位：${SHOP_LICENCES.name}    地址：${SHOP_LICENCES.address}    电话：${SHOP_LICENCES.phone}    药品经营许可证：${SHOP_LICENCES.drugLicense}    统一社会信用代码：${SHOP_LICENCES.creditCode}`,
  );
  doc.text(
    `购货单位：${o.buyer.company}    统一社会信用代码：${o.buyer.credit_code}    药品经营许可证：${o.buyer.drug_license_no || '—'}`,
  );
  doc.text(
    `收货地址：${addr.province}${addr.city}${addr.district}${addr.detail}    收货人：${addr.consignee} ${addr.phone}`,
  );
  if (o.logistics.tracking_no) doc.text(`承运：${o.logistics.company}  运单号：${o.logistics.tracking_no}`);
  doc.moveDown(0.4);
  drawWrappedTable(doc, COLUMNS, noteRows(o));
  const discounts = [
    Number(o.manjian) > 0 ? `满减优惠 −¥${o.manjian}` : '',
    Number(o.coupon) > 0 ? `优惠券${o.coupon_name ? `「${o.coupon_name}」` : ''} −¥${o.coupon}` : '',
    Number(o.shipping_fee) > 0 ? `运费 +¥${o.shipping_fee}` : '',
  ].filter(Boolean);
  doc.text(
    `合计：${o.goods_count} 个品种，货款 ¥${o.goods_amount}${discounts.length ? `，${discounts.join('，')}` : ''}，应付金额 ¥${o.payable}`,
    { align: 'right' },
  );
  if (doc.y + 110 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.8);
  const y = doc.y;
  const left = doc.page.margins.left;
  doc.text(`发货人：${f.shipper || '____________'}`, left, y);
  doc.text(`复核人：${f.checker || '____________'}`, left + 150, y);
  doc.text(`拣货员：${f.picker || '____________'}`, left + 300, y);
  doc.text('收货人签收：____________    收货日期：____________', left, y + 22);
  // 出库专用章: the stamp goes in this box on the printed note.
  const box = { x: doc.page.width - doc.page.margins.right - 150, y, w: 150, h: 80 };
  doc.rect(box.x, box.y, box.w, box.h).dash(3, { space: 2 }).stroke('#999999').undash();
  doc
    .fillColor('#999999')
    .text('（供货单位出库专用章）', box.x, box.y + box.h / 2 - 6, { width: box.w, align: 'center' })
    .fillColor('#000000');
  doc.x = left;
  doc.y = y + 50;
  doc.fontSize(8).fillColor('#555555');
  doc.text('本单随货同行，请收货单位核对品名、批号、数量无误后签收，并按GSP要求保存。', left, doc.y, {
    width: 520,
  });
  doc.fillColor('#000000').fontSize(9);
}

/** 随货同行单 of one or several orders, each starting on its own page. A4 landscape. */
export function deliveryNotePdf(orders: AdminOrderDetail | AdminOrderDetail[]): Promise<Buffer> {
  const list = Array.isArray(orders) ? orders : [orders];
  const title = list.length === 1 ? `随货同行单 ${list[0]!.order_no}` : `随货同行单（${list.length} 单）`;
  return renderPdf({ title, layout: 'landscape' }, (doc) => {
    list.forEach((o, i) => {
      if (i > 0) doc.addPage();
      drawNote(doc, o);
    });
  });
}
