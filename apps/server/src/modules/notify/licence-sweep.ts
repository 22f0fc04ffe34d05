import type { Db } from '../../db/client';
import { licenceWarning } from '../user/qualification.service';
import { expiringLicenceBuyers } from './notify-sweeps.repo';

/**
 * Licences within 30 days of expiry whose warning has not gone out: the warning (site message and
 * the SMS the buyer opted into) is sent now, not only when the buyer next opens a page. Sent once
 * per expiry date (licences.warned_for), whichever instance or page view comes first.
 */
export async function warnExpiringLicences(db: Db): Promise<number> {
  const due = await expiringLicenceBuyers(db);
  for (const d of due) await licenceWarning(db, d.user_id, d.company_id);
  return due.length;
}
