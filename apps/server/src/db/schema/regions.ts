import { sql, type SQL } from 'drizzle-orm';
import { PROVINCE_CODES, shortProvinceName } from '@shop/shared/regions/provinces';

/**
 * companies.province_code: the GB/T 2260 province code of companies.province, whatever spelling a
 * row holds (a code, 浙江, 浙江省). Short names are distinct prefixes of the full names, so a
 * prefix match finds the province; '' when nothing does.
 */
export const provinceCodeSql: SQL = sql.raw(
  `CASE WHEN province ~ '^[0-9]{6}$' THEN left(province, 2) || '0000' ${Object.entries(PROVINCE_CODES)
    .map(([code, name]) => `WHEN province LIKE '${shortProvinceName(name)}%' THEN '${code}'`)
    .join(' ')} ELSE '' END`,
);
