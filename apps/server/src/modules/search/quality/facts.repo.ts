import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';
import type { GoodsFacts } from './ndcg';

/** What the judged queries grade a goods by (evaluate.ts), for the ids a search returned. */
export function goodsFactsRows(db: Db, ids: number[]): Promise<(GoodsFacts & { id: number })[]> {
  return queryRows<GoodsFacts & { id: number }>(
    db,
    sql`SELECT g.id, g.name, g.generic_name AS generic, m.short_name AS maker, g.ypgg AS spec,
          array_remove(ARRAY[c.name, p.name], NULL) AS categories
        FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
        JOIN categories c ON c.id = g.category_id LEFT JOIN categories p ON p.id = c.parent_id
        WHERE g.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}
