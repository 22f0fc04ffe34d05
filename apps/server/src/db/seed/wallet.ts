/**
 * Order engineer's seed: coupons and cash vouchers, delivery addresses and a history of orders in
 * every state for the demo pharmacy, so the wallet pages and the orders centre are not empty.
 * Past orders (order-history.ts) take real stock from real lots, as placing does, so goods stock
 * stays the sum of its lots and every line shows its batches.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../query';
import { coupons, userAddresses, userCoupons, userMoneyLog } from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedOrder, type Goods, type Status } from './order-history';

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
