/**
 * The demo chain's head office buys on 账期 (我的账期 page and 连锁总部's 总部可用账期): finance has
 * granted it ¥50,000 on 30 days; three orders bought on credit are open, the oldest due in four
 * days and partly repaid from the balance, so the repayment panel shows real figures.
 *
 * Nothing is overdue on purpose: an overdue debt blocks new credit orders, and the head office's
 * 总部账期代付 of a store's order must stay open in the demo. The receivables are all younger than
 * 30 days, so finance's ageing shows them under 0–30 and no older bucket gets seed figures.
 * kangjian keeps no credit: the credit journey is finance granting it.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { queryRows } from '../query';
import { chinaDay } from '../../lib/china-day';
import { repayFromBalance } from '../../modules/credit/credit.service';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedOrder, type Goods, type Status } from './order-history';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TERM_DAYS = 30;
export const DEMO_CREDIT_LIMIT_FEN = 5_000_000;

/**
 * Days ago each credit order was placed, how far it has got, and its order-number key. No key is
 * a multiple of 3: seedOrder asks for an invoice then, and the head office has none in the demo.
 */
const ORDERS: [number, Status, number][] = [
  [26, 'done', 722],
  [12, 'done', 724],
  [3, 'shipped', 725],
];

async function seedCreditOrders(tx: Tx, today: Date): Promise<{ headId: number; oldestFen: number } | null> {
  const [head] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM users WHERE username = ${DEMO_ACCOUNTS.chain.username}`,
  );
  const goods = await queryRows<Goods>(
    tx,
    sql`SELECT g.id, g.name, g.sccj, g.ypgg, g.bzdw, g.approval_no, coalesce(g.images[1], '') AS image,
               g.base_price_fen::int AS price
          FROM goods g
         WHERE g.is_buy AND g.stock >= 200 AND g.scope = 'chemical' AND NOT g.is_ephedrine AND NOT g.is_controlled
           AND g.base_price_fen BETWEEN 3000 AND 9000
         ORDER BY g.id OFFSET 10 LIMIT 4`,
  );
  if (!head || goods.length < 4) return null;
  await tx.execute(sql`
    INSERT INTO credit_accounts (user_id, limit_fen, term_days)
    VALUES (${head.id}, ${DEMO_CREDIT_LIMIT_FEN}, ${TERM_DAYS})`);
  let oldestFen = 0;
  for (const [k, [daysAgo, status, key]] of ORDERS.entries()) {
    const created = new Date(today.getTime() - daysAgo * DAY + (9 + k) * HOUR);
    const picked = goods.slice(k, k + 2);
    const order = await seedOrder(tx, head.id, status, 'credit', picked, created, key);
    // As credit.pay.ts leaves it: a receivable due after the term, counted from the China day of purchase.
    await tx.execute(sql`
      INSERT INTO receivables (user_id, order_id, amount_fen, due_on, created_at)
      VALUES (${head.id}, ${order.id}, ${order.payable}, ${chinaDay(created.getTime() + TERM_DAYS * DAY)},
              ${created.toISOString()})`);
    if (k === 0) oldestFen = order.payable;
  }
  return { headId: head.id, oldestFen };
}

export async function seedCreditBuyer(db: Db, today: Date): Promise<Record<string, number>> {
  const seeded = await db.transaction((tx) => seedCreditOrders(tx, today));
  if (seeded === null) return {};
  // About 40 % of the oldest bill, in whole yuan, through the shop's own repayment: it is allocated
  // oldest first, so that bill stays open with less outstanding, and the balance log agrees.
  const repaid = Math.floor((seeded.oldestFen * 0.4) / 100) * 100;
  if (repaid > 0) await repayFromBalance(db, seeded.headId, repaid);
  return { creditOrders: ORDERS.length };
}
