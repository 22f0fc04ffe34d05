/**
 * 出入库流水: the trigger in db/stock-ledger-trigger.ts writes a row for every change of a lot's
 * saleable stock; writers say beforehand what the movement is (setLedgerContext), in the same
 * transaction. Quarantine rows (不合格品区) are written directly (ledger.repo.ts): their stock is not a lot's.
 * The kinds and their names are shared with the back office (LEDGER_KINDS in @shop/shared).
 */
import type { LedgerKind } from '@shop/shared';

export interface LedgerContext {
  kind: LedgerKind;
  operatorId?: number | null;
  reason?: string;
  sourceType?: 'lot' | 'order' | 'aftersale' | 'import' | 'groupbuy' | 'quarantine' | 'erp';
  sourceId?: number | null;
}

export { attachSaleRows, setLedgerContext, writeQuarantineRow } from './ledger.repo';
