/** What the crash test checks after the kills: read straight from the database. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface Snapshot {
  maxOrderId: number;
  userIds: number[];
  stock: Map<number, number>;
  balance: Map<number, number>;
}

const list = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

async function snapshot(db: Db, goodsIds: number[], userIds: number[]): Promise<Snapshot> {
  const [max] = await queryRows<{ m: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS m FROM orders`);
  const stock = await queryRows<{ id: number; stock: number }>(
    db,
    sql`SELECT id, stock::int AS stock FROM goods WHERE id IN (${list(goodsIds)})`,
  );
  const balance = await queryRows<{ id: number; b: string }>(
    db,
    sql`SELECT id, balance_fen::text AS b FROM users WHERE id IN (${list(userIds)})`,
  );
  return {
    maxOrderId: max?.m ?? 0,
    userIds,
    stock: new Map(stock.map((r) => [r.id, r.stock])),
    balance: new Map(balance.map((r) => [r.id, Number(r.b)])),
  };
}

/** Each query returns the rows that break one rule; every row is an inconsistency. */
async function verify(db: Db, before: Snapshot) {
  const after = sql`${before.maxOrderId}`;
  const users = list(before.userIds);
  const problems: string[] = [];
  const check = async (rule: string, query: ReturnType<typeof sql>) => {
    const rows = await queryRows<Record<string, unknown>>(db, query);
    problems.push(...rows.map((r) => `${rule}: ${JSON.stringify(r)}`));
  };
  // Whole or absent: a head has lines, and its totals are the sums of its lines.
  await check(
    'order head ≠ its lines',
    sql`SELECT o.id, o.goods_amount_fen, l.t, o.manjian_fen, l.m, o.coupon_fen, l.c, l.n
          FROM orders o LEFT JOIN (
            SELECT order_id, sum(total_fen) t, sum(manjian_share_fen) m, sum(coupon_share_fen) c, count(*) n
              FROM order_lines GROUP BY order_id) l ON l.order_id = o.id
         WHERE o.id > ${after} AND (l.n IS NULL OR l.t <> o.goods_amount_fen OR l.m <> o.manjian_fen
               OR l.c <> o.coupon_fen
               OR o.payable_fen <> o.goods_amount_fen - o.manjian_fen - o.coupon_fen + o.shipping_fee_fen)`,
  );
  await check(
    'line ≠ its lots',
    sql`SELECT ol.id, ol.number, sum(x.number) AS lots FROM order_lines ol
          LEFT JOIN order_line_lots x ON x.order_line_id = ol.id
         WHERE ol.order_id > ${after} GROUP BY ol.id, ol.number HAVING coalesce(sum(x.number), 0) <> ol.number`,
  );
  // Stock: what is left plus what live orders hold is what there was; goods follow their lots.
  for (const [goodsId, start] of before.stock) {
    await check(
      `stock of goods ${goodsId} (started ${start})`,
      sql`SELECT g.stock, coalesce(o.n, 0) AS ordered, lots.s AS lot_stock FROM goods g
            LEFT JOIN (SELECT sum(ol.number) n FROM order_lines ol JOIN orders o ON o.id = ol.order_id
                        WHERE ol.goods_id = ${goodsId} AND o.id > ${after} AND o.status <> 'cancelled') o ON true
            LEFT JOIN (SELECT sum(stock) s FROM goods_lots WHERE goods_id = ${goodsId}) lots ON true
           WHERE g.id = ${goodsId} AND (g.stock + coalesce(o.n, 0) <> ${start} OR g.stock <> lots.s)`,
    );
  }
  // Payments: a paid order has exactly one paid payment of its amount; an unpaid one has none.
  await check(
    'paid state ≠ payments',
    sql`SELECT o.id, o.status, o.pay_type, count(p.id) AS paid_payments, sum(p.amount_fen) AS amount
          FROM orders o LEFT JOIN payments p ON p.order_id = o.id AND p.status = 'paid'
         WHERE o.id > ${after}
         GROUP BY o.id, o.status, o.pay_type, o.payable_fen, o.paid_fen
        HAVING (o.status = 'paid') <> (count(p.id) = 1) OR count(p.id) > 1
            OR (o.status = 'paid' AND (sum(p.amount_fen) <> o.payable_fen OR o.paid_fen <> o.payable_fen))`,
  );
  await check(
    'balance debits ≠ balance-paid orders',
    sql`SELECT o.id, count(m.id) AS debits FROM orders o
          LEFT JOIN user_money_log m ON m.order_id = o.id AND m.use_type = 2
         WHERE o.id > ${after}
         GROUP BY o.id, o.status, o.pay_type, o.payable_fen
        HAVING count(m.id) <> CASE WHEN o.status = 'paid' AND o.pay_type = 'balance' THEN 1 ELSE 0 END
            OR coalesce(sum(m.amount_fen), 0) <> CASE WHEN o.status = 'paid' AND o.pay_type = 'balance' THEN -o.payable_fen ELSE 0 END`,
  );
  const balances = await queryRows<{ id: number; b: string; spent: string }>(
    db,
    sql`SELECT u.id, u.balance_fen::text AS b,
               (SELECT coalesce(sum(payable_fen), 0) FROM orders o
                 WHERE o.user_id = u.id AND o.id > ${after} AND o.status = 'paid' AND o.pay_type = 'balance')::text AS spent
          FROM users u WHERE u.id IN (${users})`,
  );
  for (const r of balances) {
    const start = before.balance.get(r.id) ?? 0;
    if (start - Number(r.b) !== Number(r.spent)) {
      problems.push(`balance of user ${r.id}: ${start} - ${r.b} ≠ paid ${r.spent}`);
    }
  }
  await check(
    'notification applied twice',
    sql`SELECT out_trade_no, count(*) AS n FROM payment_notifications
         WHERE verified AND outcome = 'applied' GROUP BY out_trade_no HAVING count(*) > 1`,
  );
  const [counts] = await queryRows<{ orders: number; paid: number }>(
    db,
    sql`SELECT count(*)::int AS orders, count(*) FILTER (WHERE status = 'paid')::int AS paid
          FROM orders WHERE id > ${after}`,
  );
  return { orders: counts?.orders ?? 0, paid: counts?.paid ?? 0, problems };
}

/** Waits until every outbox row is delivered (or given up); returns how many are still pending. */
async function drainOutbox(db: Db, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM payment_outbox WHERE delivered_at IS NULL`,
    );
    const n = row?.n ?? 0;
    if (n === 0 || Date.now() > deadline) return n;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const crashChecks = { snapshot, verify, drainOutbox };
