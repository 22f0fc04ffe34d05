import { sql } from 'drizzle-orm';

/**
 * A goods' 客户价 rules as one json column (alias customer_prices) of a statement over `goods g`:
 * catalogue data, the same for every buyer, resolved per buyer by the shared customerPrice().
 */
export const customerPricesColumn = sql`coalesce((SELECT json_agg(json_build_object('company_id', cp.company_id,
    'company_kind', cp.company_kind, 'province', cp.province, 'price', cp.price_fen::int) ORDER BY cp.id)
  FROM customer_prices cp WHERE cp.goods_id = g.id), '[]'::json) AS customer_prices`;
