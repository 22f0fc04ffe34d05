import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface ChainOfUser {
  user_id: number;
  chain_id: number | null;
  chain_name: string | null;
  head_user_id: number | null;
}

/** The chain an account belongs to and who its head office is (nulls for a single pharmacy). */
export async function chainOfUser(db: Db | Tx, userId: number): Promise<ChainOfUser | null> {
  const [row] = await queryRows<ChainOfUser>(
    db,
    sql`SELECT u.id AS user_id, c.chain_id, ch.name AS chain_name, ch.head_user_id
        FROM users u JOIN companies c ON c.id = u.company_id
        LEFT JOIN chains ch ON ch.id = c.chain_id
        WHERE u.id = ${userId} AND NOT u.disabled`,
  );
  return row ?? null;
}

export interface StoreRow {
  user_id: number;
  username: string;
  company: string;
  contact_name: string;
  phone: string;
  address: string;
  is_head: boolean;
  is_passed: boolean;
  rejected: boolean;
  created_at: Date | string;
}

/** Every enabled account of the chain, head office first. */
export async function listChainStores(db: Db | Tx, chainId: number): Promise<StoreRow[]> {
  return queryRows<StoreRow>(
    db,
    sql`SELECT u.id AS user_id, u.username, c.name AS company, coalesce(c.contact_name, u.name) AS contact_name,
          u.phone, concat(c.province, c.city, c.district, c.address) AS address,
          (ch.head_user_id = u.id) AS is_head, c.is_passed,
          EXISTS (SELECT 1 FROM licences l WHERE l.company_id = c.id AND l.status = 'rejected') AS rejected,
          u.created_at
        FROM users u JOIN companies c ON c.id = u.company_id JOIN chains ch ON ch.id = c.chain_id
        WHERE c.chain_id = ${chainId} AND NOT u.disabled
        ORDER BY (ch.head_user_id = u.id) DESC, u.id`,
  );
}
