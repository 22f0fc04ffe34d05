/**
 * The demo chain at work (连锁总部 page): this month each store has a received order paid by
 * transfer (so the store's 对账单 has a line) and one waiting for its transfer (which the head
 * office may pay instead); the head office has capped 西湖店 at ¥80,000 a month and set its
 * delivery address.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../query';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedOrder, type Goods } from './order-history';

const HOUR = 3_600_000;

export async function seedChainActivity(tx: Tx, today: Date): Promise<Record<string, number>> {
  const users = await queryRows<{ id: number; username: string }>(
    tx,
    sql`SELECT id, username FROM users WHERE username IN (${DEMO_ACCOUNTS.chain.username},
        ${DEMO_ACCOUNTS.chainStore2.username}, ${DEMO_ACCOUNTS.chainStore3.username})`,
  );
  const id = (u: string) => users.find((r) => r.username === u)?.id;
  const head = id(DEMO_ACCOUNTS.chain.username);
  const stores = [id(DEMO_ACCOUNTS.chainStore2.username), id(DEMO_ACCOUNTS.chainStore3.username)];
  const goods = await queryRows<Goods>(
    tx,
    sql`SELECT g.id, g.name, g.sccj, g.ypgg, g.bzdw, g.approval_no, coalesce(g.images[1], '') AS image,
               g.base_price_fen::int AS price
          FROM goods g
         WHERE g.is_buy AND g.stock >= 200 AND g.scope = 'chemical' AND NOT g.is_ephedrine AND NOT g.is_controlled
         ORDER BY g.id OFFSET 40 LIMIT 4`,
  );
  if (head === undefined || goods.length < 4) return {};
  // A few hours before `today`: this month's orders (except in a month's first hours).
  const at = (h: number) => new Date(today.getTime() - h * HOUR);
  let orders = 0;
  for (const [i, store] of stores.entries()) {
    if (store === undefined) continue;
    await seedOrder(tx, store, 'done', 'offline', goods.slice(i * 2, i * 2 + 2), at(2 + i), 700 + i * 2);
    await seedOrder(tx, store, 'awaiting_transfer', 'offline', goods.slice(i, i + 1), at(1), 701 + i * 2);
    orders += 2;
  }
  if (stores[0] !== undefined) {
    await tx.execute(sql`
      INSERT INTO chain_store_limits (store_user_id, monthly_limit_fen, set_by_user_id)
      VALUES (${stores[0]}, 8000000, ${head}) ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO user_addresses (user_id, consignee, phone, province_code, province, city_code, city,
                                  district_code, district, detail, is_default)
      VALUES (${stores[0]}, '赵敏', '13800138004', '33', '浙江省', '3301', '杭州市', '330106', '西湖区',
              '西溪路556号益心堂西湖店（后门收货）', true)`);
  }
  return { chainOrders: orders };
}
