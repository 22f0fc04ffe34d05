import { sql } from 'drizzle-orm';
import { fenToYuan } from '@shop/shared';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { insertEvent } from '../checkout/place.repo';

/**
 * A cancelled credit order owes nothing more: its outstanding is credited (贷项通知) and the
 * receivable closes. The repaid part is the order's paid_fen, which the cancellation refunds to the
 * balance as for any paid order, so nothing is created or lost.
 */
export async function creditNoteOnCancel(tx: Tx, orderId: number): Promise<number> {
  const [r] = await queryRows<{ credited: string }>(
    tx,
    sql`UPDATE receivables SET credited_fen = amount_fen - repaid_fen, closed_at = now()
         WHERE order_id = ${orderId} AND closed_at IS NULL
        RETURNING (amount_fen - repaid_fen)::text AS credited`,
  );
  const credited = Number(r?.credited ?? 0);
  if (credited > 0)
    await insertEvent(tx, orderId, 'cancelled', '账期欠款已冲销', `贷项 ¥${fenToYuan(credited)}`);
  return credited;
}
