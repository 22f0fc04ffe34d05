/**
 * Demo data of 拼团 (/ptzq) and the opening points_log lines. Group members are other buyers who
 * paid from their balance (with the money-log line) and hold real lot stock, so a group failing at
 * its deadline refunds real payments and returns real units, and the filled group's members have
 * paid orders ready to ship. Every buyer's points get an opening line (期初积分) and the seeded points orders
 * their spend lines, so each buyer's points_log sums to users.points.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../query';
import { goAhead, holdGroupStock, joinAddress } from '../../modules/promo/groupbuy.orders';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const GROUPS = [
  {
    title: '3人成团 冬季感冒常备',
    size: 3,
    joined: 2,
    rate: 78,
    stock: 60,
    perBuyer: 10,
    endsIn: 2 * DAY + 5 * HOUR,
  },
  {
    title: '5人成团 慢病用药囤货价',
    size: 5,
    joined: 3,
    rate: 82,
    stock: 200,
    perBuyer: 20,
    endsIn: 3 * DAY,
  },
  { title: '10人成团 门诊常用', size: 10, joined: 1, rate: 75, stock: 500, perBuyer: 30, endsIn: 5 * DAY },
  { title: '4人成团 儿科用药', size: 4, joined: 0, rate: 80, stock: 80, perBuyer: 10, endsIn: 26 * HOUR },
  { title: '3人成团 肠胃调理', size: 3, joined: 3, rate: 80, stock: 90, perBuyer: 10, endsIn: -1 * DAY },
] as const;

export async function seedGroupBuys(tx: Tx, today: Date): Promise<Record<string, number>> {
  const picks = await queryRows<{ id: number; name: string; base: string | number }>(
    tx,
    sql`SELECT id, name, base_price_fen::bigint AS base FROM goods
        WHERE is_buy AND NOT is_controlled AND stock >= 100 AND base_price_fen >= 1000
        ORDER BY sales DESC, id OFFSET 40 LIMIT ${GROUPS.length}`,
  );
  const buyers = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM users WHERE username LIKE 'kh%' ORDER BY id LIMIT 12`,
  );
  let members = 0;
  for (const [k, g] of GROUPS.entries()) {
    const goods = picks[k];
    if (!goods) break;
    const price = Math.floor((Number(goods.base) * g.rate) / 100);
    const joined = Math.min(g.joined, buyers.length);
    const status = joined >= g.size ? 'success' : 'open';
    const [group] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO group_buys (goods_id, title, price_fen, group_size, joined, stock, held, per_buyer, status,
            starts_at, ends_at, settled_at, sort)
          VALUES (${goods.id}, ${g.title}, ${price}, ${g.size}, ${joined}, ${g.stock}, ${joined * 2}, ${g.perBuyer},
            ${status}, ${new Date(today.getTime() - 2 * DAY).toISOString()},
            ${new Date(today.getTime() + g.endsIn).toISOString()},
            ${status === 'success' ? new Date(today.getTime() - 2 * DAY).toISOString() : null}, ${GROUPS.length - k})
          RETURNING id`,
    );
    if (!group) continue;
    for (let m = 0; m < joined; m++) {
      const user = buyers[(k * 3 + m) % buyers.length];
      if (!user) continue;
      const orderNo = `PT${today.toISOString().slice(0, 10).replace(/-/g, '')}${String(k * 100 + m + 1).padStart(6, '0')}`;
      const lots = await holdGroupStock(tx, goods.id, goods.name, 2);
      await tx.execute(
        sql`INSERT INTO group_buy_members (group_buy_id, user_id, order_no, number, price_fen, amount_fen, lots, address, created_at)
            VALUES (${group.id}, ${user.id}, ${orderNo}, 2, ${price}, ${price * 2}, ${JSON.stringify(lots)}::jsonb,
              ${JSON.stringify(await joinAddress(tx, user.id))}::jsonb, ${new Date(today.getTime() - (m + 1) * HOUR).toISOString()})`,
      );
      await tx.execute(
        sql`INSERT INTO user_money_log (user_id, amount_fen, balance_after_fen, use_type, remark)
            SELECT id, ${-price * 2}, balance_fen, 2, ${`拼团支付 ${orderNo} ${g.title}`} FROM users WHERE id = ${user.id}`,
      );
      members += 1;
    }
    if (status === 'success') await goAhead(tx, group.id, new Date(today.getTime() - 2 * DAY));
  }

  // Opening points: the balance before the seeded exchanges, then one spend line per exchange.
  await tx.execute(
    sql`INSERT INTO points_log (user_id, delta, balance_after, reason, remark, created_at)
        SELECT u.id, u.points + coalesce(s.spent, 0), u.points + coalesce(s.spent, 0), 'adjust', '期初积分',
               ${new Date(today.getTime() - 60 * DAY).toISOString()}
          FROM users u LEFT JOIN (SELECT user_id, sum(points)::int AS spent FROM points_orders GROUP BY user_id) s
            ON s.user_id = u.id
         WHERE u.points + coalesce(s.spent, 0) > 0 ORDER BY u.id`,
  );
  await tx.execute(
    sql`INSERT INTO points_log (user_id, delta, balance_after, reason, remark, created_at)
        SELECT o.user_id, -o.points,
               u.points + sum(o.points) OVER (PARTITION BY o.user_id ORDER BY o.id DESC) - o.points,
               'spend', '积分兑换 ' || o.order_no || ' ' || o.goods_name, o.created_at
          FROM points_orders o JOIN users u ON u.id = o.user_id ORDER BY o.id`,
  );
  return { groupBuys: Math.min(picks.length, GROUPS.length), groupBuyMembers: members };
}
