/**
 * A past order of the demo pharmacy, written as placing and fulfilment would leave it: lines,
 * batches taken from real lots (earliest expiry first), timeline events and the payment.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../query';
import { orderEvents, orderLineLots, orderLines, orders, payments } from '../schema/index';
import { setLedgerContext } from '../../modules/warehouse/ledger';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface Goods {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  approval_no: string;
  image: string;
  price: number;
}

export type Status = 'unpaid' | 'awaiting_transfer' | 'paid' | 'shipped' | 'done' | 'cancelled';

export async function seedOrder(
  tx: Tx,
  userId: number,
  status: Status,
  payType: 'balance' | 'offline' | 'wechat' | 'alipay' | 'credit',
  picked: Goods[],
  created: Date,
  k: number,
  kind: 'normal' | 'ephedrine' = 'normal',
) {
  const lines = picked.map((g, i) => ({ g, number: (i + 1) * 10 }));
  const total = lines.reduce((s, l) => s + l.g.price * l.number, 0);
  const shipping = total >= 80_000 ? 0 : 1_500;
  const stamp = new Date(created.getTime() + 8 * HOUR).toISOString().slice(0, 19).replace(/\D/g, '');
  const orderNo = `YS${stamp}${String(900_000 + k).padStart(6, '0')}${String((k * 37) % 100).padStart(2, '0')}`;
  const paid = ['paid', 'shipped', 'done'].includes(status);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo,
      userId,
      kind,
      status,
      payType,
      goodsAmountFen: total,
      shippingFeeFen: shipping,
      payableFen: total + shipping,
      // On credit nothing is received until the receivable is repaid (credit.pay.ts).
      paidFen: paid && payType !== 'credit' ? total + shipping : 0,
      address: {
        consignee: '张立华',
        phone: '13800138001',
        province: '浙江省',
        city: '杭州市',
        district: '余杭区',
        detail: '五常街道文一西路998号康健大药房',
      },
      invoiceType: k % 3 === 0 ? 2 : 0,
      invoiceTitle: k % 3 === 0 ? DEMO_ACCOUNTS.pharmacy.company : '',
      invoiceTaxNo: k % 3 === 0 ? '91330110MA27XK8B3Q' : '',
      ...(kind === 'ephedrine' ? { purchaserName: '张立华', purchaserIdNo: '330106198203154218' } : {}),
      // A transfer has the transfer window (3 days by default), so the sweep leaves it to finance.
      payDeadline: new Date(created.getTime() + (status === 'awaiting_transfer' ? 3 * DAY : 30 * 60_000)),
      paidAt: paid ? new Date(created.getTime() + 5 * 60_000) : null,
      shippedAt: status === 'shipped' || status === 'done' ? new Date(created.getTime() + 20 * HOUR) : null,
      doneAt: status === 'done' ? new Date(created.getTime() + 3 * DAY) : null,
      cancelledAt: status === 'cancelled' ? new Date(created.getTime() + 30 * 60_000) : null,
      logisticsCompany: status === 'shipped' || status === 'done' ? '顺丰速运' : '',
      trackingNo:
        status === 'shipped' || status === 'done'
          ? `SF14${String(60_000_000 + k * 7919).padStart(10, '0')}`
          : '',
      createdAt: created,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('seed order insert failed');
  const lineRows = await tx
    .insert(orderLines)
    .values(
      lines.map((l) => ({
        orderId: order.id,
        goodsId: l.g.id,
        name: l.g.name,
        sccj: l.g.sccj,
        ypgg: l.g.ypgg,
        bzdw: l.g.bzdw,
        approvalNo: l.g.approval_no,
        image: l.g.image,
        number: l.number,
        unitPriceFen: l.g.price,
        totalFen: l.g.price * l.number,
      })),
    )
    .returning({ id: orderLines.id });
  for (const [i, l] of lines.entries()) {
    // A cancelled order gave its stock back: its batches are recorded but no stock is held.
    const lot = await takeLot(tx, l.g.id, l.number, status !== 'cancelled');
    await tx.insert(orderLineLots).values({
      orderId: order.id,
      orderLineId: lineRows[i]?.id ?? 0,
      goodsId: l.g.id,
      lotId: lot.id,
      batchNo: lot.batch_no,
      producedOn: lot.produced_on,
      expiresOn: lot.expires_on,
      number: l.number,
    });
  }
  const ev = (st: string, text: string, h: number, note = '') => ({
    orderId: order.id,
    status: st,
    text,
    note,
    createdAt: new Date(created.getTime() + h * HOUR),
  });
  const events = [ev('unpaid', '订单已提交，等待付款', 0)];
  if (status === 'awaiting_transfer')
    events.push(ev('awaiting_transfer', '已选择对公转账，等待财务确认到账', 0.05));
  if (paid) events.push(ev('paid', '订单已支付', 5 / 60));
  if (status === 'shipped' || status === 'done') events.push(ev('shipped', '商品已出库发货', 20, '顺丰速运'));
  if (status === 'done') events.push(ev('done', '买家已确认收货，订单完成', 72));
  if (status === 'cancelled') events.push(ev('cancelled', '订单已取消', 0.5, '超时未支付，系统自动取消'));
  await tx.insert(orderEvents).values(events);
  if (paid) {
    await tx.insert(payments).values({
      orderId: order.id,
      userId,
      payType,
      provider: payType === 'balance' || payType === 'credit' ? payType : 'sandbox',
      outTradeNo: `${payType === 'credit' ? 'C' : 'S'}${orderNo.slice(2)}`,
      amountFen: total + shipping,
      status: 'paid',
      paidAt: new Date(created.getTime() + 5 * 60_000),
    });
  }
  return { id: order.id, orderNo, payable: total + shipping };
}

/** Earliest-expiry lot holding the quantity; conditional updates on the lot and the goods. */
async function takeLot(tx: Tx, goodsId: number, n: number, take: boolean) {
  const [lot] = await queryRows<{ id: number; batch_no: string; produced_on: string; expires_on: string }>(
    tx,
    sql`SELECT id, batch_no, produced_on::text AS produced_on, expires_on::text AS expires_on FROM goods_lots
         WHERE goods_id = ${goodsId} AND stock >= ${n} AND expires_on > current_date ORDER BY expires_on, id LIMIT 1`,
  );
  if (!lot) throw new Error(`seed: no lot of goods ${goodsId} holds ${n}`);
  if (take) {
    await setLedgerContext(tx, { kind: 'sale', reason: '历史订单出库', sourceType: 'order' });
    await tx.execute(sql`UPDATE goods_lots SET stock = stock - ${n} WHERE id = ${lot.id} AND stock >= ${n}`);
    await tx.execute(
      sql`UPDATE goods SET stock = stock - ${n}, sales = sales + ${n} WHERE id = ${goodsId} AND stock >= ${n}`,
    );
  }
  return lot;
}
