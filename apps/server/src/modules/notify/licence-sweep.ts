import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { licenceWarning } from '../user/qualification.service';

/**
 * Licences within 30 days of expiry whose warning has not gone out: the warning (site message and
 * the SMS the buyer opted into) is sent now, not only when the buyer next opens a page. Sent once
 * per expiry date (licences.warned_for), whichever instance or page view comes first.
 */
export async function warnExpiringLicences(db: Db): Promise<number> {
  const due = await queryRows<{ user_id: number; company_id: number }>(
    db,
    sql`SELECT DISTINCT ON (l.company_id) u.id AS user_id, l.company_id
          FROM licences l JOIN users u ON u.company_id = l.company_id AND NOT u.disabled
         WHERE l.expires_on <= (now() AT TIME ZONE 'Asia/Shanghai')::date + 30
           AND l.warned_for IS DISTINCT FROM l.expires_on
         ORDER BY l.company_id, u.id`,
  );
  for (const d of due) await licenceWarning(db, d.user_id, d.company_id);
  return due.length;
}
