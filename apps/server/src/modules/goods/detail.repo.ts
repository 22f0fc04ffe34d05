import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryStatement } from '../../db/prepared';
import { CARD_COLUMNS, type CardRow, type Ladder, type Tag } from './goods.repo';
import { NEAR_EXPIRY_DAYS } from './list-filters.sql';

export interface DetailRow extends CardRow {
  generic_name: string;
  trade_name: string;
  indications: string;
  usage: string;
  storage: string;
  shelf_life_months: number;
  category_id: number;
  brand_id: number | null;
  brand: string | null;
  manufacturer_id: number;
}

export interface LotRow {
  /** To overlay the lot's stock of now (catalogue/stock.ts); not shown. */
  id: number;
  batch_no: string;
  produced_on: string;
  expires_on: string;
  stock: number;
  report_url: string;
}

/** A goods page's catalogue part: the goods, its ladders, tags, category path and lots on sale. */
export interface DetailData extends DetailRow {
  ladders: Ladder[];
  tags: Tag[];
  /** Root first: 西药 › 抗感染药 › 青霉素类. */
  path: { id: number; name: string }[];
  /** Lots on sale, earliest expiry first (the order orders take them in). */
  lots: LotRow[];
}

/** The statement of a page (with only its near-expiry lots), built once: the id is its placeholder. */
const detailStatement = (nearExpiryOnly: boolean) =>
  sql`SELECT ${CARD_COLUMNS}, g.generic_name, g.trade_name, g.indications, g.usage, g.storage,
        g.shelf_life_months, g.category_id, g.brand_id, b.name AS brand, g.manufacturer_id,
        coalesce((SELECT json_agg(json_build_object('number', lp.number, 'priceFen', lp.price_fen)
            ORDER BY lp.number) FROM ladder_prices lp WHERE lp.goods_id = g.id), '[]') AS ladders,
        coalesce((SELECT json_agg(json_build_object('name', t.name, 'describe', t.describe, 'is_show', t.is_show)
            ORDER BY t.id) FROM goods_tags t WHERE t.goods_id = g.id), '[]') AS tags,
        coalesce((WITH RECURSIVE up(id, name, parent_id, depth) AS (
            SELECT c.id, c.name, c.parent_id, 0 FROM categories c WHERE c.id = g.category_id
            UNION ALL SELECT c.id, c.name, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id
              WHERE up.depth < 10
          ) SELECT json_agg(json_build_object('id', up.id, 'name', up.name) ORDER BY up.depth DESC) FROM up), '[]') AS path,
        coalesce((SELECT json_agg(json_build_object('id', l.id, 'batch_no', l.batch_no,
              'produced_on', to_char(l.produced_on, 'YYYY-MM-DD'), 'expires_on', to_char(l.expires_on, 'YYYY-MM-DD'),
              'stock', l.stock, 'report_url', l.report_url) ORDER BY l.expires_on, l.id)
            FROM goods_lots l WHERE l.goods_id = g.id AND l.stock > 0 AND NOT l.frozen ${nearExpiryOnly ? NEAR : sql``}), '[]') AS lots
      FROM goods g LEFT JOIN brands b ON b.id = g.brand_id WHERE g.id = ${sql.placeholder('id')}`;
const NEAR = sql`AND l.expires_on < current_date + ${NEAR_EXPIRY_DAYS}::int`;
const STATEMENTS = { all: detailStatement(false), near: detailStatement(true) };

/**
 * Everything of a goods page in one statement (one round trip), the lists built by json_agg. A named
 * statement on the generic-plan pool (db/prepared.ts): its shape never changes (one id), and planning
 * its seven subqueries took ten times longer than running them (issue 32: custom plan 2.1 ms to plan,
 * 0.7 ms to run; generic 0.02 ms and 0.2 ms, 23 buffers either way). Its text is written once
 * (queryStatement), not on every miss.
 */
export async function findDetail(db: Db, id: number, nearExpiryOnly: boolean): Promise<DetailData | null> {
  const [row] = await queryStatement<DetailData>(db, nearExpiryOnly ? STATEMENTS.near : STATEMENTS.all, {
    id,
  });
  return row ?? null;
}
