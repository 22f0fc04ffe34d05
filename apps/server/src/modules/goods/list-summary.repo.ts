import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { FacetCount } from './goods.repo';
import type { GoodsListQuery as ListQuery } from '@shop/shared';
import { listConditions, type Facet } from './list-filters.sql';
import type { Keyword } from './search.sql';

/**
 * The total and both facets in one scan (GROUPING SETS), for a filter naming neither a maker nor a
 * dosage form, where all three share one WHERE. Each facet keeps the order and cut of facetCounts.
 */
export async function totalAndFacets(
  db: Db,
  q: ListQuery,
  k: Keyword | null,
  limits: Record<Facet, number>,
): Promise<{ total: number; manufacturers: FacetCount[]; dosage_forms: FacetCount[] }> {
  const rows = await queryRows<{ gs: number; value: string | null; count: number }>(
    db,
    sql`WITH s AS (
          SELECT GROUPING(g.sccj, g.dosage_form) AS gs, g.sccj, g.dosage_form, count(*)::int AS n
          FROM goods g WHERE ${listConditions(q, k)}
          GROUP BY GROUPING SETS ((g.sccj), (g.dosage_form), ())
        ), r AS (
          SELECT s.*, row_number() OVER (PARTITION BY gs ORDER BY n DESC, sccj, dosage_form) AS rn FROM s
        )
        SELECT gs, coalesce(sccj, dosage_form) AS value, n AS count FROM r
        WHERE gs = 3 OR (gs = 1 AND rn <= ${limits.manufacturer}) OR (gs = 2 AND rn <= ${limits.dosage_form})
        ORDER BY gs, rn`,
  );
  const facet = (gs: number) =>
    rows.filter((r) => r.gs === gs).map((r) => ({ value: r.value ?? '', count: r.count }));
  return {
    total: rows.find((r) => r.gs === 3)?.count ?? 0,
    manufacturers: facet(1),
    dosage_forms: facet(2),
  };
}
