/**
 * Order engineer's seed: coupons and cash vouchers, delivery addresses and a history of orders in
 * every state for the demo pharmacy, so the wallet pages and the orders centre are not empty.
 * Past orders take real stock from real lots (earliest expiry first), as placing does, so goods
 * stock stays the sum of its lots and every line shows its batches.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../query';
import {
  coupons,
  orderEvents,
  orderLineLots,
  orderLines,
  orders,
  payments,
  userAddresses,
  userCoupons,
  userMoneyLog,
} from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const COUPONS = [
  { name: '新客满减券', kind: 'coupon', ruleType: 'full_reduction', thresholdFen: 30_000, amountFen: 3_000 },
  { name: '满千减百', kind: 'coupon', ruleType: 'full_reduction', thresholdFen: 100_000, amountFen: 10_000 },
  {
    name: '9.5折采购券',
    kind: 'coupon',
    ruleType: 'discount',
    thresholdFen: 50_000,
    ratePermille: 950,
    maxDiscountFen: 8_000,
  },
  { name: '20元现金券', kind: 'voucher', ruleType: 'cash', amountFen: 2_000 },
  { name: '50元现金券', kind: 'voucher', ruleType: 'cash', amountFen: 5_000 },
] as const;

interface Goods {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  approval_no: string;
  image: string;
  price: number;
}

type Status = 'unpaid' | 'awaiting_transfer' | 'paid' | 'shipped' | 'done' | 'cancelled';
const HISTORY: Array<{
  status: Status;
  payType: 'balance' | 'offline' | 'wechat' | 'alipay';
  daysAgo: number;
}> = [
  { status: 'done', payType: 'balance', daysAgo: 40 },
  { status: 'done', payType: 'wechat', daysAgo: 25 },
  { status: 'shipped', payType: 'balance', daysAgo: 6 },
  { status: 'paid', payType: 'alipay', daysAgo: 2 },
  { status: 'awaiting_transfer', payType: 'offline', daysAgo: 1 },
  { status: 'cancelled', payType: 'wechat', daysAgo: 12 },
  { status: 'unpaid', payType: 'balance', daysAgo: 0 },
];

export async function seedWallet(tx: Tx, today: Date): Promise<Record<string, number>> {
  const [user] = await queryRows<{ id: number; balance_fen: string | number }>(
    tx,
    sql`SELECT id, balance_fen FROM users WHERE username = ${DEMO_ACCOUNTS.pharmacy.username}`,
  );
  if (!user) return {};
  const userId = user.id;
  const now = new Date(today.getTime() + 9 * HOUR);

  const designs = await tx
    .insert(coupons)
    .values([...COUPONS])
    .returning({ id: coupons.id });
  const issued = designs.map((d, k) => ({
    userId,
    couponId: d.id,
    startsAt: new Date(today.getTime() - 10 * DAY),
    endsAt: new Date(today.getTime() + (k === 1 ? 5 : 30 + k * 10) * DAY),
  }));
  // One expired voucher, so the 已过期 tab has something to show.
  issued.push({
    userId,
    couponId: designs[3]?.id ?? 0,
    startsAt: new Date(today.getTime() - 60 * DAY),
    endsAt: new Date(today.getTime() - 3 * DAY),
  });
  await tx.insert(userCoupons).values(issued);

  await tx.insert(userAddresses).values([
    {
      userId,
      consignee: '张立华',
      phone: '13800138001',
      provinceCode: '33',
      province: '浙江省',
      cityCode: '3301',
      city: '杭州市',
      districtCode: '330110',
      district: '余杭区',
      detail: '五常街道文一西路998号康健大药房',
      isDefault: true,
    },
    {
      userId,
      consignee: '王敏',
      phone: '0571-88261234',
      provinceCode: '33',
      province: '浙江省',
      cityCode: '3301',
      city: '杭州市',
      districtCode: '330106',
      district: '西湖区',
      detail: '文三路259号昌地火炬大厦1号楼仓库',
      isDefault: false,
    },
  ]);

  const goods = await queryRows<Goods>(
    tx,
    sql`SELECT g.id, g.name, g.sccj, g.ypgg, g.bzdw, g.approval_no, coalesce(g.images[1], '') AS image,
               g.base_price_fen::int AS price
          FROM goods g
         WHERE g.is_buy AND g.stock >= 200 AND g.scope = 'chemical' AND NOT g.is_ephedrine AND NOT g.is_controlled
         ORDER BY g.id LIMIT 24`,
  );
  let balanceSpent = 0;
  const balanceLogs: Array<{ orderId: number; amount: number; at: Date; orderNo: string }> = [];
  for (const [k, h] of HISTORY.entries()) {
    const picked = goods.slice(k * 3, k * 3 + 2 + (k % 2));
    if (picked.length === 0) break;
    // The unpaid order is placed "just now" by the real clock so the demo shows its pay countdown;
    // the sweep then cancels it 30 minutes after seeding, as it would any unpaid order.
    const created =
      h.status === 'unpaid'
        ? new Date(Date.now() - 2 * 60_000)
        : new Date(now.getTime() - h.daysAgo * DAY - k * HOUR);
    const o = await seedOrder(tx, userId, h.status, h.payType, picked, created, k);
    if (h.payType === 'balance' && ['paid', 'shipped', 'done'].includes(h.status)) {
      balanceSpent += o.payable;
      balanceLogs.push({
        orderId: o.id,
        amount: o.payable,
        at: new Date(created.getTime() + 5 * 60_000),
        orderNo: o.orderNo,
      });
    }
  }

  // An ephedrine order shipped three days ago: its 签收回执 is due within the shop's period (/hmdd).
  const [eph] = await queryRows<Goods>(
    tx,
    sql`SELECT g.id, g.name, g.sccj, g.ypgg, g.bzdw, g.approval_no, coalesce(g.images[1], '') AS image,
               g.base_price_fen::int AS price
          FROM goods g WHERE g.is_buy AND g.is_ephedrine AND g.stock >= 50 ORDER BY g.id LIMIT 1`,
  );
  if (eph)
    await seedOrder(
      tx,
      userId,
      'shipped',
      'wechat',
      [eph],
      new Date(now.getTime() - 4 * DAY),
      HISTORY.length,
      'ephedrine',
    );

  // The log ends at the seeded balance: a recharge first, then the balance payments.
  const balance = Number(user.balance_fen);
  let running = balance + balanceSpent;
  await tx.insert(userMoneyLog).values([
    {
      userId,
      amountFen: running,
      balanceAfterFen: running,
      useType: 1,
      remark: '对公转账充值',
      createdAt: new Date(now.getTime() - 60 * DAY),
    },
    ...balanceLogs.map((l) => {
      running -= l.amount;
      return {
        userId,
        amountFen: -l.amount,
        balanceAfterFen: running,
        useType: 2,
        remark: `订单${l.orderNo}余额支付`,
        orderId: l.orderId,
        createdAt: l.at,
      };
    }),
  ]);
  return {
    coupons: designs.length,
    userCoupons: issued.length,
    addresses: 2,
    orders: HISTORY.length + (eph ? 1 : 0),
  };
}

async function seedOrder(
  tx: Tx,
  userId: number,
  status: Status,
  payType: 'balance' | 'offline' | 'wechat' | 'alipay',
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
      paidFen: paid ? total + shipping : 0,
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
      payDeadline: new Date(created.getTime() + 30 * 60_000),
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
      provider: payType === 'balance' ? 'balance' : 'sandbox',
      outTradeNo: `S${orderNo.slice(2)}`,
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
    await tx.execute(sql`UPDATE goods_lots SET stock = stock - ${n} WHERE id = ${lot.id} AND stock >= ${n}`);
    await tx.execute(
      sql`UPDATE goods SET stock = stock - ${n}, sales = sales + ${n} WHERE id = ${goodsId} AND stock >= ${n}`,
    );
  }
  return lot;
}
