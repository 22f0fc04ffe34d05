import { sql, type SQL } from 'drizzle-orm';
import { LICENCE_WARN_DAYS, type AdminBuyerQuery } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows, containing } from '../../db/query';

export interface BuyerDbRow {
  id: number;
  username: string;
  name: string;
  phone: string;
  disabled: boolean;
  is_can_chat: boolean;
  company_id: number;
  company: string;
  kind: string;
  province: string;
  city: string;
  district: string;
  province_code: string;
  city_code: string;
  district_code: string;
  is_passed: boolean;
  note: string | null;
  pending: boolean;
  manager_name: string | null;
  balance_fen: number;
  points: number;
  soonest: string | null;
  created_at: Date | string;
}

function where(q: AdminBuyerQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.keyword) {
    parts.push(sql`(c.name LIKE ${containing(q.keyword)} OR u.username = ${q.keyword} OR u.phone = ${q.keyword}
                    OR c.credit_code = ${q.keyword})`);
  }
  if (q.region_code) {
    const r = q.region_code;
    parts.push(sql`(c.province_code = ${r} OR c.city_code = ${r} OR c.district_code = ${r})`);
  }
  if (q.kind) parts.push(sql`c.kind = ${q.kind}`);
  if (q.manager_id !== undefined) parts.push(sql`u.account_manager_id = ${q.manager_id}`);
  if (q.verified) parts.push(q.verified === 'yes' ? sql`c.is_passed` : sql`NOT c.is_passed`);
  if (q.licence_expiring) {
    // Licence dates are China dates: compare with today in China, not in UTC.
    parts.push(sql`EXISTS (SELECT 1 FROM licences l WHERE l.company_id = c.id
                     AND l.expires_on <= (now() AT TIME ZONE 'Asia/Shanghai')::date + ${LICENCE_WARN_DAYS}::int)`);
  }
  return sql.join(parts, sql` AND `);
}

const SELECT = sql`SELECT u.id, u.username, u.name, u.phone, u.disabled, u.is_can_chat, c.id AS company_id, c.name AS company,
       c.kind, c.province, c.city, c.district, c.province_code, c.city_code, c.district_code, c.is_passed, c.qualification_note AS note,
       EXISTS (SELECT 1 FROM licences l WHERE l.company_id = c.id AND l.status = 'pending') AS pending,
       m.name AS manager_name, u.balance_fen::float8 AS balance_fen, u.points,
       (SELECT min(l.expires_on)::text FROM licences l WHERE l.company_id = c.id) AS soonest, u.created_at
  FROM users u JOIN companies c ON c.id = u.company_id
  LEFT JOIN account_managers m ON m.id = u.account_manager_id`;

export async function listBuyers(db: Db, q: AdminBuyerQuery): Promise<BuyerDbRow[]> {
  return queryRows<BuyerDbRow>(
    db,
    sql`${SELECT} WHERE ${where(q)} ORDER BY u.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  );
}

export async function countBuyers(db: Db, q: AdminBuyerQuery): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM users u JOIN companies c ON c.id = u.company_id WHERE ${where(q)}`,
  );
  return row?.n ?? 0;
}

export async function findBuyer(db: Db | Tx, id: number): Promise<BuyerDbRow | null> {
  const [row] = await queryRows<BuyerDbRow>(db, sql`${SELECT} WHERE u.id = ${id}`);
  return row ?? null;
}

/** The rest of the detail page, read together. */
export async function buyerExtras(db: Db, id: number, companyId: number) {
  const [company, stores, addresses, orders, moneyLog, pointsLog, managers] = await Promise.all([
    queryRows<{
      credit_code: string;
      drug_license_no: string | null;
      address: string;
      contact_name: string | null;
      chain_name: string | null;
      account_manager_id: number | null;
      business_scope: string[];
    }>(
      db,
      sql`SELECT c.credit_code, c.drug_license_no, c.address, c.contact_name, ch.name AS chain_name,
                 u.account_manager_id, c.business_scope
            FROM users u JOIN companies c ON c.id = u.company_id LEFT JOIN chains ch ON ch.id = c.chain_id
           WHERE u.id = ${id}`,
    ),
    queryRows<{ id: number; username: string; company: string; is_head: boolean }>(
      db,
      sql`SELECT u.id, u.username, c.name AS company, (ch.head_user_id = u.id) IS TRUE AS is_head
            FROM companies me JOIN chains ch ON ch.id = me.chain_id
            JOIN companies c ON c.chain_id = ch.id JOIN users u ON u.company_id = c.id
           WHERE me.id = ${companyId} AND u.id <> ${id}
           ORDER BY (ch.head_user_id = u.id) IS TRUE DESC, u.id LIMIT 50`,
    ),
    queryRows<{ id: number; consignee: string; phone: string; address: string; is_default: boolean }>(
      db,
      sql`SELECT id, consignee, phone, province || city || district || detail AS address, is_default
            FROM user_addresses WHERE user_id = ${id} ORDER BY is_default DESC, id LIMIT 20`,
    ),
    queryRows<{
      id: number;
      order_no: string;
      status: string;
      payable_fen: number;
      created_at: Date | string;
      total: number;
    }>(
      db,
      sql`SELECT id, order_no, status, payable_fen::float8 AS payable_fen, created_at, count(*) OVER ()::int AS total
            FROM orders WHERE user_id = ${id} ORDER BY created_at DESC, id DESC LIMIT 10`,
    ),
    queryRows<{ at: Date | string; amount_fen: number; balance_after_fen: number; remark: string }>(
      db,
      sql`SELECT created_at AS at, amount_fen::float8 AS amount_fen, balance_after_fen::float8 AS balance_after_fen, remark
            FROM user_money_log WHERE user_id = ${id} ORDER BY id DESC LIMIT 10`,
    ),
    queryRows<{ at: Date | string; delta: number; balance_after: number; remark: string; reason: string }>(
      db,
      sql`SELECT created_at AS at, delta, balance_after, remark, reason
            FROM points_log WHERE user_id = ${id} ORDER BY id DESC LIMIT 10`,
    ),
    queryRows<{ id: number; name: string; phone: string }>(
      db,
      sql`SELECT id, name, phone FROM account_managers ORDER BY id`,
    ),
  ]);
  return { company: company[0], stores, addresses, orders, moneyLog, pointsLog, managers };
}

/** A company's region as codes and names to display. */
export interface CompanyRegion {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  province: string;
  city: string;
  district: string;
}

/** Writes the company's region unless it already is that one; false when nothing changed. */
export async function updateCompanyRegion(tx: Tx, companyId: number, r: CompanyRegion): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE companies SET province_code = ${r.provinceCode}, city_code = ${r.cityCode},
          district_code = ${r.districtCode}, province = ${r.province}, city = ${r.city}, district = ${r.district}
        WHERE id = ${companyId}
          AND (province_code, city_code, district_code) IS DISTINCT FROM (${r.provinceCode}::text, ${r.cityCode}::text, ${r.districtCode}::text)
        RETURNING id`,
  );
  return rows.length > 0;
}
