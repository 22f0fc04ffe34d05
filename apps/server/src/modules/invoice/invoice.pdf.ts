import { fenToYuan, type Invoice } from '@shop/shared';
import { drawTable, renderPdf, type PdfColumn } from '../../lib/pdf/index';
import { SHOP_LICENCES } from '../order/delivery-note';
import type { InvoiceLineRow } from './invoice.service';

/** Drugs and devices sold by a general VAT payer: 13 %, prices on the shop are tax-inclusive. */
const VAT_RATE = 13;

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];

/** 价税合计（大写）: fen as the capital-numeral amount an invoice prints, e.g. 壹佰贰拾元伍角整. */
export function fenToChineseCapital(fen: number): string {
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cent = fen % 10;
  let out = '';
  const groups = String(yuan)
    .replace(/\B(?=(\d{4})+$)/g, ',')
    .split(',');
  groups.forEach((g, gi) => {
    let part = '';
    let zero = false;
    [...g].forEach((ch, i) => {
      const d = Number(ch);
      const unit = UNITS[g.length - 1 - i];
      if (d === 0) zero = part !== '';
      else {
        part += (zero ? '零' : '') + DIGITS[d] + unit;
        zero = false;
      }
    });
    if (part) out += (out && g.startsWith('0') ? '零' : '') + part + GROUPS[groups.length - 1 - gi];
  });
  out = (out || '零') + '元';
  if (jiao === 0 && cent === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (yuan > 0) out += '零';
  return cent > 0 ? `${out}${DIGITS[cent]}分` : `${out}整`;
}

const COLUMNS: PdfColumn[] = [
  { title: '项目名称', width: 150 },
  { title: '规格型号', width: 70 },
  { title: '单位', width: 34, align: 'center' },
  { title: '数量', width: 40, align: 'right' },
  { title: '金额（不含税）', width: 70, align: 'right' },
  { title: '税率', width: 34, align: 'center' },
  { title: '税额', width: 60, align: 'right' },
  { title: '价税合计', width: 65, align: 'right' },
];

const taxOf = (grossFen: number) => Math.round((grossFen * VAT_RATE) / (100 + VAT_RATE));

/** The e-invoice as a one-page A4 PDF: numbers, both parties, a line per goods, and the totals. */
export function invoicePdf(inv: Invoice, lines: InvoiceLineRow[], shippingFeeFen: number): Promise<Buffer> {
  const kind = inv.type === 2 ? '增值税专用发票' : '普通发票';
  const items = lines.map((l) => ({
    name: `*药品*${l.name}`,
    spec: l.ypgg,
    unit: l.bzdw,
    qty: String(l.number),
    gross: l.amount_fen,
  }));
  if (shippingFeeFen > 0)
    items.push({ name: '*物流辅助服务*运费', spec: '', unit: '次', qty: '1', gross: shippingFeeFen });
  const issued = new Date(inv.issued_at ?? inv.created_at).toLocaleDateString('zh-CN', {
    timeZone: 'Asia/Shanghai',
  });
  const grossTotal = items.reduce((s, i) => s + i.gross, 0);
  const taxTotal = items.reduce((s, i) => s + taxOf(i.gross), 0);
  return renderPdf({ title: `电子发票 ${inv.invoice_no}` }, (doc) => {
    doc.font('cjk-bold').fontSize(17).fillColor('#8b0000').text(`电子发票（${kind}）`, { align: 'center' });
    doc.moveDown(0.5).font('cjk').fontSize(9).fillColor('#000');
    doc.text(`发票号码：${inv.invoice_no}    开票日期：${issued}    订单号：${inv.order_no}`);
    doc.moveDown(0.4);
    doc.text(`购买方  名称：${inv.title}    统一社会信用代码/纳税人识别号：${inv.tax_no}`);
    doc.text(
      `销售方  名称：${SHOP_LICENCES.name}    统一社会信用代码/纳税人识别号：${SHOP_LICENCES.creditCode}`,
    );
    doc.moveDown(0.5);
    drawTable(
      doc,
      COLUMNS,
      items.map((i) => {
        const tax = taxOf(i.gross);
        return [
          i.name,
          i.spec,
          i.unit,
          i.qty,
          fenToYuan(i.gross - tax),
          `${VAT_RATE}%`,
          fenToYuan(tax),
          fenToYuan(i.gross),
        ];
      }),
    );
    doc.moveDown(0.6);
    doc.text(`合计  金额：¥${fenToYuan(grossTotal - taxTotal)}    税额：¥${fenToYuan(taxTotal)}`);
    doc
      .font('cjk-bold')
      .text(`价税合计（大写）：${fenToChineseCapital(grossTotal)}    （小写）¥${fenToYuan(grossTotal)}`);
    doc.font('cjk').moveDown(0.6).fillColor('#666');
    doc.text('开票人：系统    本发票由康源医药网电子发票服务开具，与纸质发票具有同等法律效力。');
  });
}
