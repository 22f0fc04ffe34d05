/**
 * Planner statistics on the goods columns a list filter combines (issue 32): a filtered list past
 * SEARCH_RANKED_GOODS shows the planner's row estimate as its total (bounded-summary.repo.ts), and
 * without these the planner multiplied correlated filters as if independent (处方药 + 片剂: 16,901
 * estimated for 26,080 goods; 甲类 OTC in a price range: 9,597 for 16,426). With them the same
 * estimates were within 4 %. drizzle-kit cannot express CREATE STATISTICS, so migrateDatabase
 * creates it after the migrations; ANALYZE (the seed's, or autovacuum's) fills it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export async function installGoodsStatistics(db: Db): Promise<void> {
  await db.execute(
    sql`CREATE STATISTICS IF NOT EXISTS goods_filter_stats (mcv, dependencies)
        ON is_prescription, otc_type, dosage_form, is_youx FROM goods`,
  );
}
