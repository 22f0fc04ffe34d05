/**
 * What a pharmacy that has bought here for a while has on its self-service pages (issue 28): a few
 * favourites, wanted varieties (one answered, one listed), feedback with the shop's replies, after-
 * sales cases in three states and two months of 满额返现. After-sales go through the shop's own
 * service functions (stock and refund included), then are dated back to when they would have
 * happened; the balance log is re-chained so every line's balance follows from the ones before it.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { queryRows } from '../query';
import { cashbackCredits, favorites, feedbacks, userMoneyLog, wantedVarieties } from '../schema/index';
import type { Actor } from '../../modules/audit/audit';
import { aftersaleOptions, applyAftersale, shipBack } from '../../modules/aftersale/aftersale.service';
import {
  approveAftersale,
  receiveAftersale,
  refundAftersale,
} from '../../modules/aftersale/aftersale.admin.service';
import { createSandboxProvider } from '../../modules/payment/sandbox.provider';
import { DEMO_ACCOUNTS, DEMO_OPERATORS } from './demo-accounts';

/** The demo's refunds go back through the sandbox gateway, as the demo's payments came from it. */
const SEED_REFUNDER = createSandboxProvider({ key: 'demo-seed-refunds', publicBase: '' });
import { seedOrder, type Goods } from './order-history';

const DAY = 86_400_000;
const RETURN_ADDRESS = '浙江省杭州市余杭区良渚街道康源医药物流中心3号库 售后组 0571-88776655';

const daysAgo = (today: Date, n: number, hour = 10) =>
  new Date(today.getTime() - n * DAY + (hour - 8) * 3_600_000);

async function demoBuyer(db: Db | Tx) {
  const [u] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE username = ${DEMO_ACCOUNTS.pharmacy.username}`,
  );
  return u?.id;
}

/** Favourites, wanted varieties, feedback and cashback: plain rows, no side effects. */
export async function seedBuyerActivity(tx: Tx, today: Date): Promise<Record<string, number>> {
  const userId = await demoBuyer(tx);
  if (!userId) return {};
  const liked = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM goods WHERE is_buy AND stock > 0 AND NOT is_controlled AND NOT is_ephedrine
        ORDER BY sales DESC, id LIMIT 8`,
  );
  if (liked.length)
    await tx
      .insert(favorites)
      .values(liked.map((g, k) => ({ userId, goodsId: g.id, createdAt: daysAgo(today, 30 - k * 3) })));

  const [listed] = await queryRows<{ id: number; name: string; ypgg: string; sccj: string }>(
    tx,
    sql`SELECT id, name, ypgg, sccj FROM goods WHERE is_buy AND stock > 0 AND name LIKE '%颗粒%' ORDER BY id LIMIT 1`,
  );
  await tx.insert(wantedVarieties).values([
    {
      userId,
      name: '阿托伐他汀钙片',
      spec: '20mg*7片*4板',
      maker: '辉瑞制药有限公司',
      quantity: 50,
      priceFen: 4_850,
      remark: '立普妥原研，门店慢病会员长期用药，每月约50盒',
      createdAt: daysAgo(today, 2, 15),
    },
    {
      userId,
      name: '布地奈德鼻喷雾剂',
      spec: '64μg*120喷',
      maker: '阿斯利康制药有限公司',
      quantity: 20,
      remark: '入冬后过敏性鼻炎顾客多，请尽快上架',
      status: 'answered',
      reply: '已联系厂家，预计12月上旬到货，到货后第一时间通知您。',
      repliedAt: daysAgo(today, 8, 16),
      createdAt: daysAgo(today, 9, 11),
    },
    ...(listed
      ? [
          {
            userId,
            name: listed.name,
            spec: listed.ypgg,
            maker: listed.sccj,
            quantity: 100,
            remark: '社区感冒季用量大',
            status: 'listed' as const,
            reply: '该品种已上架，点击查看商品即可下单。',
            repliedAt: daysAgo(today, 18, 10),
            goodsId: listed.id,
            createdAt: daysAgo(today, 21, 9),
          },
        ]
      : []),
  ]);

  await tx.insert(feedbacks).values([
    {
      userId,
      type: 'delivery',
      content: '上周的订单物流显示已签收，但门店实际晚了一天才收到，麻烦核实一下配送员的签收记录。',
      reply:
        '非常抱歉给您带来不便。经核实为配送员提前操作签收，已对承运商提出整改，后续订单将优先安排早班配送。',
      repliedAt: daysAgo(today, 11, 17),
      createdAt: daysAgo(today, 12, 14),
    },
    {
      userId,
      type: 'site',
      content: '建议快捷采购页支持按批准文号批量导入，方便我们从ERP直接复制采购单。',
      reply: '感谢您的建议！快捷采购已支持粘贴商品编码批量加入，批准文号导入已列入下个版本计划。',
      repliedAt: daysAgo(today, 4, 10),
      createdAt: daysAgo(today, 5, 20),
    },
    {
      userId,
      type: 'goods',
      content: '希望能多上一些中药饮片的小包装规格，单体药店库存压力比较大。',
      createdAt: daysAgo(today, 1, 9),
    },
  ]);

  // 满额返现 of the two months before this one, credited when their last order was received.
  const months = [2, 1].map((back) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back + 1, 1));
    return { month: new Date(d.getTime() - DAY).toISOString().slice(0, 7), at: d };
  });
  const credits = [
    { total: 2_638_000, rate: 10 },
    { total: 5_412_600, rate: 20 },
  ];
  for (const [k, m] of months.entries()) {
    const c = credits[k]!;
    const fen = Math.floor((c.total * c.rate) / 1000);
    await tx.insert(cashbackCredits).values({ userId, month: m.month, creditedFen: fen });
    await tx.insert(userMoneyLog).values({
      userId,
      amountFen: fen,
      balanceAfterFen: 0, // re-chained below
      useType: 5,
      remark: `${m.month}月满额返现：当月收货¥${(c.total / 100).toFixed(2)}，返现比例${c.rate / 10}%`,
      createdAt: new Date(m.at.getTime() - DAY + 10 * 3_600_000),
    });
    await tx.execute(sql`UPDATE users SET balance_fen = balance_fen + ${fen} WHERE id = ${userId}`);
  }
  return { favorites: liked.length, wanted: listed ? 3 : 2, feedback: 3, cashbackCredits: months.length };
}

async function serviceActor(db: Db): Promise<Actor> {
  const [o] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM operators WHERE username = ${DEMO_OPERATORS.service.username}`,
  );
  if (!o) throw new Error('seed: no service operator');
  return { operatorId: o.id, operatorName: o.name, ip: '192.168.10.23' };
}

/**
 * Three after-sales cases on an older received order of the demo pharmacy (its own, so the other
 * received orders stay whole for trying the form): one refunded to the balance, one approved and
 * waiting for the goods, one just submitted. Each asks back a part of one lot.
 */
export async function seedAftersales(db: Db, today: Date): Promise<Record<string, number>> {
  const userId = await demoBuyer(db);
  if (!userId) return {};
  const goods = await queryRows<Goods>(
    db,
    sql`SELECT g.id, g.name, g.sccj, g.ypgg, g.bzdw, g.approval_no, coalesce(g.images[1], '') AS image,
               g.base_price_fen::int AS price
          FROM goods g
         WHERE g.is_buy AND g.stock >= 200 AND g.scope = 'chemical' AND NOT g.is_ephedrine AND NOT g.is_controlled
         ORDER BY g.id OFFSET 24 LIMIT 3`,
  );
  if (goods.length === 0) return {};
  const order = await db.transaction((tx) =>
    seedOrder(tx, userId, 'done', 'wechat', goods, daysAgo(today, 50, 14), 20),
  );
  const actor = await serviceActor(db);
  const plans = [
    {
      kind: 'damaged' as const,
      reason: '外箱受潮，其中2盒内包装破损，已拍照留存。',
      steps: 'refunded' as const,
      ago: 20,
    },
    {
      kind: 'near_expiry' as const,
      reason: '到货批次效期不足6个月，与下单时页面显示的效期不符，申请退回。',
      steps: 'approved' as const,
      ago: 4,
    },
    {
      kind: 'wrong' as const,
      reason: '订购的是10袋装，实际收到6袋装规格。',
      steps: 'pending' as const,
      ago: 1,
    },
  ];
  let made = 0;
  const options = await aftersaleOptions(db, userId, order.id);
  for (const [k, plan] of plans.entries()) {
    const orderId = order.id;
    const lot = options.lots[k];
    if (!lot || lot.returnable < 2) continue;
    const { id } = await applyAftersale(db, userId, {
      order_id: orderId,
      kind: plan.kind,
      reason: plan.reason,
      lines: [{ lot_id: lot.lot_id, number: Math.min(2, lot.returnable) }],
      images: [],
    });
    if (plan.steps !== 'pending') await approveAftersale(db, actor, id, RETURN_ADDRESS);
    if (plan.steps === 'refunded') {
      await shipBack(db, userId, id, {
        carrier: '顺丰速运',
        tracking_no: `SF1460${String(28_000_000 + id)}`,
      });
      await receiveAftersale(db, actor, id, { result: 'pass', reason: '', photos: [] });
      await refundAftersale(db, actor, SEED_REFUNDER, id);
    }
    // Dated back: submitted `ago` days ago, each later step a day after the one before.
    const start = daysAgo(today, plan.ago, 9);
    await db.execute(sql`UPDATE aftersales SET created_at = ${start},
        refunded_at = CASE WHEN refunded_at IS NULL THEN NULL ELSE ${new Date(start.getTime() + 4 * DAY)}::timestamptz END
        WHERE id = ${id}`);
    await db.execute(sql`UPDATE aftersale_events e SET created_at = ${start}::timestamptz + (n.k * interval '1 day')
        FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM aftersale_events WHERE aftersale_id = ${id}) n
        WHERE e.id = n.id`);
    await db.execute(sql`UPDATE user_money_log SET created_at = ${new Date(start.getTime() + 4 * DAY)}
        WHERE user_id = ${userId} AND use_type = 3 AND remark LIKE ${`%售后单${id}）`}`);
    made++;
  }
  await rechainBalance(db, userId);
  return { aftersales: made };
}

/** Every log line's balance after it, in time order; the last one is the account's balance. */
async function rechainBalance(db: Db, userId: number) {
  await db.execute(sql`UPDATE user_money_log l SET balance_after_fen = s.running
      FROM (SELECT id, sum(amount_fen) OVER (ORDER BY created_at, id) AS running
              FROM user_money_log WHERE user_id = ${userId}) s
      WHERE l.id = s.id`);
}
