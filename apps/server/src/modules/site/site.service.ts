import type { Db } from '../../db/client';
import { readSettings } from './settings';
import { listActiveAds, listFriendLinks } from './site.repo';

/** The live ads of one slot, ordered by the operator's sort. */
export const getAds = (db: Db, position: string) => listActiveAds(db, position, new Date());

/** The footer: friend links and the licence block a drug e-commerce site must display. */
export async function getGlobalLinks(db: Db) {
  const [links, { site }] = await Promise.all([listFriendLinks(db), readSettings(db, ['site'])]);
  return {
    links,
    site: {
      icp: site.icp,
      drug_info_license: site.drug_info_license,
      drug_license: site.drug_license,
      legal: site.legal,
      company_name: site.company_name,
      hot_line: site.hot_line,
    },
  };
}
