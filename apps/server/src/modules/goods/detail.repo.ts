import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { favorites } from '../../db/schema/index';
import { CARD_COLUMNS, type CardRow } from './goods.repo';
import { NEAR_EXPIRY_DAYS } from './list-filters';

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

export async function findDetail(db: Db, id: number): Promise<DetailRow | null> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`SELECT ${CARD_COLUMNS}, g.generic_name, g.trade_name, g.indications, g.usage, g.storage,
          g.shelf_life_months, g.category_id, g.brand_id, b.name AS brand, g.manufacturer_id
        FROM goods g LEFT JOIN brands b ON b.id = g.brand_id WHERE g.id = ${id}`,
  );
  return row ?? null;
}

export interface LotRow {
  batch_no: string;
  produced_on: string;
  expires_on: string;
  stock: number;
  report_url: string;
}

/** Lots on sale, earliest expiry first (the order orders take them in). */
export async function lotsOnSale(db: Db, goodsId: number, nearExpiryOnly: boolean): Promise<LotRow[]> {
  const near = nearExpiryOnly ? sql`AND l.expires_on < current_date + ${NEAR_EXPIRY_DAYS}::int` : sql``;
  return queryRows<LotRow>(
    db,
    sql`SELECT l.batch_no, to_char(l.produced_on, 'YYYY-MM-DD') AS produced_on,
          to_char(l.expires_on, 'YYYY-MM-DD') AS expires_on, l.stock, l.report_url
        FROM goods_lots l WHERE l.goods_id = ${goodsId} AND l.stock > 0 AND NOT l.frozen ${near}
        ORDER BY l.expires_on, l.id`,
  );
}

/** Root first: 西药 › 抗感染药 › 青霉素类. */
export async function categoryPath(db: Db, categoryId: number): Promise<{ id: number; name: string }[]> {
  const rows = await queryRows<{ id: number; name: string; depth: number }>(
    db,
    sql`WITH RECURSIVE up(id, name, parent_id, depth) AS (
          SELECT id, name, parent_id, 0 FROM categories WHERE id = ${categoryId}
          UNION ALL SELECT c.id, c.name, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id
            WHERE up.depth < 10
        ) SELECT id, name, depth FROM up ORDER BY depth DESC`,
  );
  return rows.map(({ id, name }) => ({ id, name }));
}

/** Every goods a buyer has favourited: a short list, cached per buyer (catalogue/buyers.ts). */
export async function favoriteIdsOf(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ goodsId: favorites.goodsId })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return new Set(rows.map((r) => r.goodsId));
}
