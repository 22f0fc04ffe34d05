import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * The kind of a company's first licence past its expiry date (China time), or null. A correlated
 * subquery, so every buyer read used by eligibility (lists, cart, checkout) carries it in one trip.
 */
export const expiredLicenceOf = (companyId: SQLWrapper) =>
  sql<string | null>`(SELECT l.kind FROM licences l WHERE l.company_id = ${companyId}
    AND l.expires_on < (now() AT TIME ZONE 'Asia/Shanghai')::date ORDER BY l.expires_on, l.id LIMIT 1)`;
