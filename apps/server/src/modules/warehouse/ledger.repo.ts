/** SQL of the 出入库流水 (ledger.ts explains it): the movement's context, sale rows' order, quarantine rows. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import type { LedgerContext } from './ledger';

/** Names the next lot movements of this transaction (until the next call or the commit). */
export async function setLedgerContext(tx: Tx, c: LedgerContext): Promise<void> {
  const value = JSON.stringify({
    kind: c.kind,
    operator_id: c.operatorId ?? null,
    reason: c.reason ?? '',
    source_type: c.sourceType ?? '',
    source_id: c.sourceId ?? null,
  });
  await tx.execute(sql`SELECT set_config('shop.ledger', ${value}, true)`);
}

/** A checkout's sale rows are written before its order exists: they get the order once it does. */
export async function attachSaleRows(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`UPDATE stock_ledger SET source_id = ${orderId}
                        WHERE tx_id = txid_current()::text AND kind = 'sale' AND source_id IS NULL`);
}

/** A quarantine movement (+ into the 不合格品区, − when disposed of), with its running balance. */
export async function writeQuarantineRow(
  tx: Tx,
  row: {
    lotId: number;
    goodsId: number;
    kind: 'quarantine' | 'dispose';
    delta: number;
    operatorId: number;
    reason: string;
    sourceType: 'aftersale' | 'quarantine';
    sourceId: number;
  },
): Promise<void> {
  // The lot's quarantine balance is its ledger sum; the lot row is locked by the caller's goods lock.
  const [b] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT coalesce(sum(delta), 0)::int AS n FROM stock_ledger WHERE lot_id = ${row.lotId} AND area = 'quarantine'`,
  );
  const before = b?.n ?? 0;
  await tx.execute(sql`INSERT INTO stock_ledger (lot_id, goods_id, area, kind, delta, qty_before, qty_after,
                         operator_id, reason, source_type, source_id)
                       VALUES (${row.lotId}, ${row.goodsId}, 'quarantine', ${row.kind}, ${row.delta}, ${before},
                         ${before + row.delta}, ${row.operatorId}, ${row.reason}, ${row.sourceType}, ${row.sourceId})`);
}
