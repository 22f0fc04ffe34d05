/**
 * 客户价 for the demo (issue 27): the demo pharmacy 杭州康健大药房 (单体药店, 浙江省) meets every kind of
 * rule — a 单体药店 price, a 浙江 单体药店 price, a 浙江 and a 杭州市 price and a price for its company alone — on
 * goods it may buy and that are in no flash sale, so lists, detail, cart and orders show 协议价 etc.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../query';
import { customerPrices } from '../schema/index';

const ZHEJIANG = '330000';
/** City-level rules: the demo pharmacy is in 杭州市 (330100), never in 宁波市 (330200). */
const HANGZHOU = '330100';
const NINGBO = '330200';

/** Percent of the base price, floored to the fen, never above the retail price. */
const pct = (base: number, retail: number, p: number) => Math.min(Math.floor((base * p) / 100), retail);

export async function seedCustomerPrices(tx: Tx): Promise<Record<string, number>> {
  const [demo] = await queryRows<{ company_id: number; scope: string[] }>(
    tx,
    sql`SELECT c.id AS company_id, c.business_scope AS scope FROM users u JOIN companies c ON c.id = u.company_id
        WHERE u.username = 'kangjian'`,
  );
  if (!demo) return { customerPrices: 0 };
  const goods = await queryRows<{ id: number; base: number; retail: number }>(
    tx,
    sql`SELECT g.id, g.base_price_fen::int AS base, g.retail_price_fen::int AS retail FROM goods g
        WHERE g.is_buy AND NOT g.is_controlled AND NOT g.is_ephedrine AND g.stock > 0
          AND g.scope IN (SELECT jsonb_array_elements_text(${JSON.stringify(demo.scope)}::jsonb))
          AND NOT EXISTS (SELECT 1 FROM flash_sales f WHERE f.goods_id = g.id)
        ORDER BY g.sales DESC, g.id LIMIT 24`,
  );
  const rows: (typeof customerPrices.$inferInsert)[] = [];
  goods.forEach((g, i) => {
    const kind = { goodsId: g.id, companyKind: 'pharmacy', province: '' };
    if (i < 3) {
      // 指定客户价 (协议价) for the demo pharmacy alone, under a 单体药店 price every pharmacy gets.
      rows.push({ ...kind, priceFen: pct(g.base, g.retail, 94) });
      rows.push({ goodsId: g.id, companyId: demo.company_id, priceFen: pct(g.base, g.retail, 88) });
    } else if (i < 12) rows.push({ ...kind, priceFen: pct(g.base, g.retail, 93) });
    else if (i < 16) {
      rows.push({ ...kind, priceFen: pct(g.base, g.retail, 95) });
      rows.push({ ...kind, province: ZHEJIANG, priceFen: pct(g.base, g.retail, 91) });
    } else if (i < 18) rows.push({ goodsId: g.id, province: ZHEJIANG, priceFen: pct(g.base, g.retail, 96) });
    else if (i < 20) {
      // A 杭州市 price beats the 浙江 one for the demo pharmacy (a city is narrower than its province).
      rows.push({ goodsId: g.id, province: ZHEJIANG, priceFen: pct(g.base, g.retail, 97) });
      rows.push({ goodsId: g.id, province: HANGZHOU, priceFen: pct(g.base, g.retail, 95) });
    } else if (i < 22) rows.push({ goodsId: g.id, province: NINGBO, priceFen: pct(g.base, g.retail, 89) });
    // The last ones: a 宁波市 and a 江苏 price the demo pharmacy must not get.
    else rows.push({ goodsId: g.id, province: '320000', priceFen: pct(g.base, g.retail, 90) });
  });
  if (rows.length > 0) await tx.insert(customerPrices).values(rows);
  return { customerPrices: rows.length };
}
