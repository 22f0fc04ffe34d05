import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { FacetCount } from './goods.repo';
import type { GoodsListQuery as ListQuery } from '@shop/shared';
import { facetFilter, listConditions, type Facet } from './list-filters.sql';
import type { Keyword } from './search.sql';

/**
 * The total and both facets in one scan (GROUPING SETS). Each facet leaves its own filter out (a
 * buyer can switch between the makers on offer), so the scan reads the goods that pass every other
 * filter and at least one of the two facet filters, and each count keeps only the rows it wants
 * (FILTER): the total those passing both, the makers' facet those of the chosen dosage form, the
 * dosage forms' facet those of the chosen maker. Three scans before, when a maker or form was chosen
 * (issue 32: a price-filtered list's first sight, 3 × 5,000–8,000 buffers). Each facet keeps the order
 * and cut of facetCounts.
 */
export async function totalAndFacets(
  db: Db,
  q: ListQuery,
  k: Keyword | null,
  limits: Record<Facet, number>,
): Promise<{ total: number; manufacturers: FacetCount[]; dosage_forms: FacetCount[] }> {
  const maker = facetFilter(q, 'manufacturer');
  const form = facetFilter(q, 'dosage_form');
  const either = maker && form ? sql` AND (${maker} OR ${form})` : sql``;
  const only = (c: SQL | null) => (c ? sql` FILTER (WHERE ${c})` : sql``);
  const both = maker && form ? sql`${maker} AND ${form}` : (maker ?? form);
  const rows = await queryRows<{ gs: number; value: string | null; count: number }>(
    db,
    sql`WITH s AS (
          SELECT GROUPING(g.sccj, g.dosage_form) AS gs, g.sccj, g.dosage_form,
            count(*)${only(both)} AS total, count(*)${only(form)} AS by_maker, count(*)${only(maker)} AS by_form
          FROM goods g WHERE ${listConditions(q, k, 'both')}${either}
          GROUP BY GROUPING SETS ((g.sccj), (g.dosage_form), ())
        ), n AS (
          SELECT gs, sccj, dosage_form,
            (CASE gs WHEN 1 THEN by_maker WHEN 2 THEN by_form ELSE total END)::int AS n FROM s
        ), r AS (
          SELECT n.*, row_number() OVER (PARTITION BY gs ORDER BY n DESC, sccj, dosage_form) AS rn
          FROM n WHERE n > 0 OR gs = 3
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
