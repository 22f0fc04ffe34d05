import { sql } from 'drizzle-orm';
import { gbCode, ruleRegionCode, shortProvinceName } from '@shop/shared';
import { regionTree } from '../modules/address/regions';
import type { Db } from './client';
import { queryRows } from './query';

/**
 * Issue 27, for databases made before regions were codes: companies get their six-digit GB/T 2260
 * province, city and district codes from the names they hold (浙江省/浙江, 杭州市, 西湖区), and
 * regional rules written as names (浙江) get codes. Idempotent: it touches only rows still without
 * codes, so `npm run db:migrate` runs it every time; a name the tree does not know is left as it is.
 */
export async function backfillRegionCodes(db: Db): Promise<void> {
  // Columns an older database lacks (province_code was once generated from the name).
  await db.execute(sql`ALTER TABLE companies ALTER COLUMN province_code DROP EXPRESSION IF EXISTS`);
  await db.execute(sql`ALTER TABLE companies ADD COLUMN IF NOT EXISTS city_code text NOT NULL DEFAULT ''`);
  await db.execute(
    sql`ALTER TABLE companies ADD COLUMN IF NOT EXISTS district_code text NOT NULL DEFAULT ''`,
  );

  const pending = await queryRows<{ id: number; province: string; city: string; district: string }>(
    db,
    sql`SELECT id, province, city, district FROM companies WHERE district_code = '' AND province <> ''`,
  );
  for (const c of pending) {
    const codes = codesByName(c.province, c.city, c.district);
    if (codes)
      await db.execute(sql`UPDATE companies SET province_code = ${codes[0]}, city_code = ${codes[1]},
          district_code = ${codes[2]} WHERE id = ${c.id} AND district_code = ''`);
  }

  const rules = await queryRows<{ id: number; province: string }>(
    db,
    sql`SELECT id, province FROM customer_prices WHERE province <> '' AND province !~ '^[0-9]{6}$'`,
  );
  for (const r of rules) {
    const code = ruleRegionCode(r.province);
    if (code) await db.execute(sql`UPDATE customer_prices SET province = ${code} WHERE id = ${r.id}`);
  }
  for (const table of ['controlled_sales', 'coupon_campaigns'] as const) {
    const key = table === 'controlled_sales' ? 'goods_id' : 'id';
    const lists = await queryRows<{ key: number; provinces: string[] }>(
      db,
      sql`SELECT ${sql.raw(key)} AS key, provinces FROM ${sql.raw(table)}
          WHERE EXISTS (SELECT 1 FROM unnest(provinces) p WHERE p !~ '^[0-9]{6}$')`,
    );
    for (const l of lists) {
      const codes = l.provinces.map((p) => ruleRegionCode(p) ?? p);
      await db.execute(sql`UPDATE ${sql.raw(table)} SET provinces = ${`{${codes.join(',')}}`}::text[]
          WHERE ${sql.raw(key)} = ${l.key}`);
    }
  }
}

/** The codes of a company's region names; a municipality's city may be written as the municipality. */
export function codesByName(
  province: string,
  city: string,
  district: string,
): [string, string, string] | null {
  const p = regionTree().find((n) => n.name === province || shortProvinceName(n.name) === province);
  const cities = p?.children ?? [];
  const c =
    cities.find((n) => n.name === city) ??
    (cities.length > 0 && (city === p?.name || city === '')
      ? cities.find((n) => n.children?.some((d) => d.name === district))
      : undefined);
  const d = c?.children?.find((n) => n.name === district);
  if (!p || !c || !d) return null;
  return [gbCode(p.code)!, gbCode(c.code)!, gbCode(d.code)!];
}
