/** Test buyers for the promotion races: verified (the demo pharmacy's company), with an address. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface RaceBuyer {
  userId: number;
  lineId: number;
  addressId: number;
}

/** n buyers created in three statements; with `line`, each has that one cart line of 1 unit. */
export async function raceBuyers(
  db: Db,
  n: number,
  line?: { goodsId: number; type: number; promoId: number },
): Promise<RaceBuyer[]> {
  const tag = randomUUID().slice(0, 8);
  const users = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (username, phone, password_hash, name, company_id, balance_fen)
        SELECT 'promo_' || ${tag} || '_' || i, '16' || lpad((i + ${Math.floor(Math.random() * 9e8)})::text, 9, '0'),
               'x', '活动买家' || i, u.company_id, 10000000
          FROM generate_series(1, ${n}) i, (SELECT company_id FROM users WHERE username = 'kangjian') u
        RETURNING id`,
  );
  const ids = sql.join(
    users.map((u) => sql`(${u.id})`),
    sql`, `,
  );
  const addresses = await queryRows<{ id: number; user_id: number }>(
    db,
    sql`INSERT INTO user_addresses (user_id, consignee, phone, province_code, province, city_code, city, district_code, district, detail, is_default)
        SELECT v.id::int, '买家', '13800000000', '33', '浙江省', '3301', '杭州市', '330106', '西湖区', '文三路1号', true
          FROM (VALUES ${ids}) AS v(id) RETURNING id, user_id`,
  );
  const lines = line
    ? await queryRows<{ id: number; user_id: number }>(
        db,
        sql`INSERT INTO cart_lines (user_id, goods_id, number, type, goods_price_id)
            SELECT v.id::int, ${line.goodsId}, 1, ${line.type}, ${line.promoId} FROM (VALUES ${ids}) AS v(id)
            RETURNING id, user_id`,
      )
    : [];
  const addressOf = new Map(addresses.map((a) => [a.user_id, a.id]));
  const lineOf = new Map(lines.map((l) => [l.user_id, l.id]));
  return users.map((u) => ({
    userId: u.id,
    addressId: addressOf.get(u.id) ?? 0,
    lineId: lineOf.get(u.id) ?? 0,
  }));
}
