/** SQL of operators' changes to a buyer: account manager, 在线客服, wallet adjustments, licence counts. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export async function findAccountManager(tx: Tx, managerId: number) {
  const [m] = await queryRows<{ name: string; phone: string }>(
    tx,
    sql`SELECT name, phone FROM account_managers WHERE id = ${managerId}`,
  );
  return m;
}

/** False when the buyer already has that manager (the update refuses a repeat). */
export async function setAccountManager(tx: Tx, id: number, managerId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE users SET account_manager_id = ${managerId}
         WHERE id = ${id} AND account_manager_id IS DISTINCT FROM ${managerId} RETURNING id`,
  );
  return rows.length > 0;
}

/** False when 在线客服 already was so. */
export async function setBuyerChat(tx: Tx, id: number, enabled: boolean): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE users SET is_can_chat = ${enabled} WHERE id = ${id} AND is_can_chat <> ${enabled} RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Adds `delta` to the balance or the points if the value is still `expected` and stays ≥ 0; the
 * value after, or undefined when refused.
 */
export async function adjustWalletValue(
  tx: Tx,
  id: number,
  isBalance: boolean,
  delta: number,
  expected: number,
): Promise<number | undefined> {
  const column = isBalance ? sql`balance_fen` : sql`points`;
  const [after] = await queryRows<{ value: number }>(
    tx,
    sql`UPDATE users SET ${column} = ${column} + ${delta}
         WHERE id = ${id} AND ${column} = ${expected} AND ${column} + ${delta} >= 0
     RETURNING ${column}::float8 AS value`,
  );
  return after?.value;
}

export async function insertPointsAdjustment(
  tx: Tx,
  id: number,
  delta: number,
  balanceAfter: number,
  remark: string,
) {
  await tx.execute(sql`INSERT INTO points_log (user_id, delta, balance_after, reason, remark)
                       VALUES (${id}, ${delta}, ${balanceAfter}, 'adjust', ${remark})`);
}

/** How many licences the company has on file, and how many of them are past expiry (China time). */
export async function licenceCounts(tx: Tx, companyId: number) {
  const [lic] = await queryRows<{ n: number; expired: number }>(
    tx,
    sql`SELECT count(*)::int AS n,
               count(*) FILTER (WHERE expires_on < (now() AT TIME ZONE 'Asia/Shanghai')::date)::int AS expired
          FROM licences WHERE company_id = ${companyId}`,
  );
  return lic;
}
