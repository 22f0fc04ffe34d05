/**
 * 出入库流水: the trigger in db/stock-ledger-trigger.ts writes a row for every change of a lot's
 * saleable stock; writers say beforehand what the movement is (setLedgerContext), in the same
 * transaction. Quarantine rows (不合格品区) are written here directly: their stock is not a lot's.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export const LEDGER_KINDS = {
  receive: '入库',
  sale: '销售出库',
  cancel: '取消回库',
  return: '退货入库',
  quarantine: '不合格入隔离区',
  dispose: '不合格品处置',
  adjust: '库存调整',
  freeze: '质量冻结',
  unfreeze: '解除冻结',
  correct: '批次信息更正',
} as const;
export type LedgerKind = keyof typeof LEDGER_KINDS;

export interface LedgerContext {
  kind: LedgerKind;
  operatorId?: number | null;
  reason?: string;
  sourceType?: 'lot' | 'order' | 'aftersale' | 'import' | 'groupbuy' | 'quarantine' | 'erp';
  sourceId?: number | null;
}

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
