import type { ReactNode } from 'react';
import { useGoodsActivities } from '../api/activities';
import { useSpike } from '../api/spike';
import { useZoneAd } from '../api/zoneAd';

/**
 * Shows its children (为您推荐, the brands) once the home sections above them have their data (or
 * failed): drawn earlier, they sat in the first screen and were pushed down as each section
 * arrived (Lighthouse layout shift). Same queries as those sections, so no extra request.
 * isLoading, not isPending: a disabled query is pending for ever.
 */
export function AfterFloors({ children }: { children: ReactNode }) {
  const queries = [useZoneAd('demo'), useZoneAd('postList'), useSpike(), useGoodsActivities()];
  return queries.some((q) => q.isLoading) ? null : <>{children}</>;
}
