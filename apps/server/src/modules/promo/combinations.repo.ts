/** SQL of 组合购: the live packages (by group) with their items. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface ComboRow {
  id: number;
  name: string;
  group_name: string;
  description: string;
  starts_at: string | null;
  ends_at: string | null;
  items: Array<{ goods_id: number; number: number; price: number }>;
}

const live = (now: Date) =>
  sql`c.is_active AND (c.starts_at IS NULL OR c.starts_at <= ${now.toISOString()})
      AND (c.ends_at IS NULL OR c.ends_at > ${now.toISOString()})`;

export function combinationGroups(db: Db, now = new Date()) {
  return queryRows<{ name: string; count: number }>(
    db,
    sql`SELECT c.group_name AS name, count(*)::int AS count FROM combinations c
        WHERE ${live(now)} GROUP BY c.group_name ORDER BY min(c.id)`,
  );
}

export function liveCombinations(db: Db, group: string | undefined, now: Date) {
  return queryRows<ComboRow>(
    db,
    sql`SELECT c.id, c.name, c.group_name, c.description, c.starts_at, c.ends_at,
          (SELECT json_agg(json_build_object('goods_id', i.goods_id, 'number', i.number, 'price', i.price_fen)
                           ORDER BY i.sort, i.goods_id)
             FROM combination_items i WHERE i.combination_id = c.id) AS items
        FROM combinations c
        WHERE ${live(now)} ${group ? sql`AND c.group_name = ${group}` : sql``}
        ORDER BY c.id`,
  );
}
