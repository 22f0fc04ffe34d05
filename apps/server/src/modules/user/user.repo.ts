import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface StoreRow {
  user_id: number;
  username: string;
  name: string;
  company: string;
}

/** One row with everything the header needs about a buyer, its company, manager, chain and badges. */
export interface BaseRow {
  id: number;
  username: string;
  name: string;
  phone: string;
  face: string;
  rank: string;
  points: number;
  wechat: string | null;
  is_can_chat: boolean;
  is_special: boolean;
  is_show_youx: boolean;
  is_after_sale: boolean;
  company_id: number;
  company_name: string;
  kind: string;
  is_passed: boolean;
  qualification_note: string | null;
  business_scope: string[];
  address: string;
  chain_id: number | null;
  chain_name: string | null;
  manager_name: string | null;
  manager_phone: string | null;
  manager_is_default: boolean | null;
  cart: number;
  message_count: number;
  stores: StoreRow[];
}

/**
 * A single round trip: the badge counts and the chain's stores are correlated subqueries, so the
 * header costs one query however many stores a chain has. Disabled accounts read as signed out.
 */
export async function findBaseRow(db: Db, userId: number): Promise<BaseRow | null> {
  const [row] = await queryRows<BaseRow>(
    db,
    sql`
    SELECT u.id, u.username, u.name, u.phone, u.face, u.rank, u.points, u.wechat,
      u.is_can_chat, u.is_special, u.is_show_youx, u.is_after_sale,
      c.id AS company_id, c.name AS company_name, c.kind, c.is_passed, c.qualification_note,
      c.business_scope, concat(c.province, c.city, c.district, c.address) AS address,
      c.chain_id, ch.name AS chain_name,
      m.name AS manager_name, m.phone AS manager_phone, m.is_default AS manager_is_default,
      (SELECT count(*)::int FROM cart_lines cl WHERE cl.user_id = u.id) AS cart,
      (SELECT count(*)::int FROM messages ms WHERE ms.user_id = u.id AND NOT ms.is_read) AS message_count,
      CASE WHEN c.chain_id IS NULL THEN '[]'::json ELSE (
        SELECT coalesce(json_agg(json_build_object(
          'user_id', su.id, 'username', su.username, 'name', su.name, 'company', sc.name) ORDER BY su.id), '[]'::json)
        FROM users su JOIN companies sc ON sc.id = su.company_id
        WHERE sc.chain_id = c.chain_id AND NOT su.disabled
      ) END AS stores
    FROM users u
    JOIN companies c ON c.id = u.company_id
    LEFT JOIN account_managers m ON m.id = u.account_manager_id
    LEFT JOIN chains ch ON ch.id = c.chain_id
    WHERE u.id = ${userId} AND NOT u.disabled`,
  );
  return row ?? null;
}

export interface CompanyRow {
  id: number;
  name: string;
  kind: string;
  credit_code: string;
  drug_license_no: string | null;
  business_scope: string[];
  is_passed: boolean;
  qualification_note: string | null;
}

/** The company of a buyer, for the qualification and business-scope pages. */
export async function findCompanyOfUser(db: Db, userId: number): Promise<CompanyRow | null> {
  const [row] = await queryRows<CompanyRow>(
    db,
    sql`SELECT c.id, c.name, c.kind, c.credit_code, c.drug_license_no, c.business_scope, c.is_passed,
               c.qualification_note
        FROM users u JOIN companies c ON c.id = u.company_id
        WHERE u.id = ${userId} AND NOT u.disabled`,
  );
  return row ?? null;
}
