import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { purchaseContracts } from '../../db/schema/index';

export interface ContractRow {
  company_id: number;
  company: string;
  credit_code: string;
  address: string;
  signer_name: string | null;
  signed_at: Date | string | null;
  ip: string | null;
  /** Signed by this company, or by the head office of its chain (which signs for its stores). */
  covered: boolean;
}

/** Signed by company `c` itself (its row `pc`) or by the head office of its chain (which signs for its stores). */
const coveredSql = (year: number) =>
  sql`(pc.id IS NOT NULL OR EXISTS (
            SELECT 1 FROM chains ch JOIN users hu ON hu.id = ch.head_user_id
              JOIN purchase_contracts hc ON hc.company_id = hu.company_id AND hc.year = ${year}
            WHERE ch.id = c.chain_id))`;

const contractOf = (userId: number, year: number) =>
  sql`FROM users u JOIN companies c ON c.id = u.company_id
        LEFT JOIN purchase_contracts pc ON pc.company_id = c.id AND pc.year = ${year}
        WHERE u.id = ${userId}`;

/** The buyer's `covered` as a SELECT (no row: no such user), for a caller's bigger statement. */
export const contractCoveredSql = (userId: number, year: number) =>
  sql`SELECT ${coveredSql(year)} AS covered ${contractOf(userId, year)}`;

export async function findContract(db: Db | Tx, userId: number, year: number): Promise<ContractRow | null> {
  const [row] = await queryRows<ContractRow>(
    db,
    sql`SELECT c.id AS company_id, c.name AS company, c.credit_code,
          concat(c.province, c.city, c.district, c.address) AS address,
          pc.signer_name, pc.signed_at, pc.ip, ${coveredSql(year)} AS covered
        ${contractOf(userId, year)}`,
  );
  return row ?? null;
}

/** First signature of the year wins; signing again changes nothing. */
export async function insertSignature(
  db: Db,
  v: { companyId: number; year: number; signerName: string; userId: number; ip: string },
): Promise<void> {
  await db
    .insert(purchaseContracts)
    .values({
      companyId: v.companyId,
      year: v.year,
      signerName: v.signerName,
      signedByUserId: v.userId,
      ip: v.ip,
    })
    .onConflictDoNothing();
}
