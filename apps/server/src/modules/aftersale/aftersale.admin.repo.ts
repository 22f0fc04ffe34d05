/** SQL of the operators' side of after-sales: the conditional status moves and the return's inspection. */
import { sql, type SQL } from 'drizzle-orm';
import type { AftersaleStatus } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** What a move also records, as the UPDATE's extra assignments. */
export const withReturnAddress = (returnAddress: string): SQL => sql`, return_address = ${returnAddress}`;
export const withRejectReason = (reason: string): SQL => sql`, reject_reason = ${reason}`;
export const withRefundedNow = (): SQL => sql`, refunded_at = now()`;

/** from → to (with `set`), only while the request is in `from`; the id when it moved. */
export async function moveAftersale(
  tx: Tx,
  id: number,
  from: AftersaleStatus,
  to: AftersaleStatus,
  set: SQL = sql``,
) {
  const [done] = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE aftersales SET status = ${to} ${set} WHERE id = ${id} AND status = ${from} RETURNING id`,
  );
  return done;
}

/** The warehouse's 退货验收 of a request, with its operator's name. */
export async function inspectionRow(db: Db, id: number) {
  const [r] = await queryRows<{
    result: 'pass' | 'fail';
    reason: string;
    photos: string[];
    operator: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT ri.result, ri.reason, ri.photos, o.name AS operator, ri.created_at
          FROM return_inspections ri LEFT JOIN operators o ON o.id = ri.operator_id
         WHERE ri.aftersale_id = ${id}`,
  );
  return r;
}
