/**
 * Issue 27: what customer prices cost. The same list, detail and cart for a buyer WITH customer
 * prices (a 单体药店 of the demo pharmacy's company: a 客户类型价 on every goods of one maker and a
 * named-buyer price on the detail goods) and for one WITHOUT (a 连锁门店 no rule names), in one run.
 * Each is a bench buyer of its own (pricebench_*), so the cart bench's lines stay the pharmacy's.
 * Both buyers share the cached page, detail and search result (goods.service.ts: the catalogue
 * part holds every rule, the answer is kept per price group): read the table's `sql warm` column for
 * what a request costs; `sql` is the first request, and the first case of a path (with 客户价) pays
 * the shared entries' misses for both.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query';
import type { Db } from '../src/db/client';
import type { BenchModule } from './types';

const LINES = 20;
export const WITH_PRICES = 'pricebench_with';
export const WITHOUT_PRICES = 'pricebench_without';

/** A bench buyer in the company of `of`, with the demo password; made once, reused after. */
async function benchUser(db: Db, username: string, of: string, phone: string): Promise<number> {
  await db.execute(sql`INSERT INTO users (username, phone, password_hash, name, company_id)
    SELECT ${username}, ${phone}, u.password_hash, ${username}, u.company_id FROM users u WHERE u.username = ${of}
    ON CONFLICT DO NOTHING`);
  const [u] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE username = ${username}`);
  if (!u) throw new Error(`bench database has no ${of}`);
  return u.id;
}

async function fillCart(db: Db, userId: number, maker: string) {
  await db.execute(sql`DELETE FROM cart_lines WHERE user_id = ${userId}`);
  await db.execute(sql`INSERT INTO cart_lines (user_id, goods_id, number, is_selected)
    SELECT ${userId}, g.id, greatest(g.min_qty, g.mid_pack), true FROM goods g
    WHERE g.sccj = ${maker} AND g.is_buy AND g.stock >= 100 AND NOT g.is_controlled AND NOT g.is_ephedrine
    ORDER BY g.id LIMIT ${LINES}`);
}

const bench: BenchModule = {
  name: 'prices',
  async cases({ db }) {
    const [m] = await queryRows<{ sccj: string; id: number }>(
      db,
      sql`SELECT g.sccj, min(g.id)::int AS id FROM goods g
          WHERE g.is_buy AND g.stock >= 100 AND NOT g.is_controlled AND NOT g.is_ephedrine
          GROUP BY g.sccj HAVING count(*) >= ${LINES * 2} ORDER BY count(*) DESC LIMIT 1`,
    );
    if (!m) throw new Error('bench catalogue has no maker with enough goods');
    const withId = await benchUser(db, WITH_PRICES, 'kangjian', '16900000901');
    const withoutId = await benchUser(db, WITHOUT_PRICES, 'yixin_xh', '16900000902');
    // 客户类型价 for 单体药店 on every goods of the maker, and a named-buyer price on the detail goods.
    await db.execute(sql`INSERT INTO customer_prices (goods_id, company_id, company_kind, province, price_fen)
      SELECT g.id, NULL, 'pharmacy', '', (g.base_price_fen * 95) / 100 FROM goods g WHERE g.sccj = ${m.sccj}
      ON CONFLICT DO NOTHING`);
    await db.execute(sql`INSERT INTO customer_prices (goods_id, company_id, company_kind, province, price_fen)
      SELECT ${m.id}, u.company_id, '', '', (g.base_price_fen * 90) / 100
      FROM users u, goods g WHERE u.id = ${withId} AND g.id = ${m.id}
      ON CONFLICT DO NOTHING`);
    await fillCart(db, withId, m.sccj);
    await fillCart(db, withoutId, m.sccj);
    const list = `/api/goods/list?manufacturer=${encodeURIComponent(m.sccj)}&size=20`;
    // A search result page: the detail goods' generic name, which finds goods of the priced maker.
    const [named] = await queryRows<{ name: string }>(db, sql`SELECT name FROM goods WHERE id = ${m.id}`);
    const search = `/api/goods/list?keyword=${encodeURIComponent(named?.name ?? m.sccj)}&size=20`;
    const cases = (label: string, as: string) => [
      { name: `list, ${label}`, path: list, as },
      { name: `search, ${label}`, path: search, as },
      { name: `detail, ${label}`, path: `/api/goods/detail/${m.id}`, as },
      { name: `cart (${LINES} lines), ${label}`, path: '/api/cart/list?filters=99999&new=1', as },
    ];
    return [...cases('with 客户价', WITH_PRICES), ...cases('without 客户价', WITHOUT_PRICES)];
  },
};
export default bench;
