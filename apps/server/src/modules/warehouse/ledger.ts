/**
 * 出入库流水: the trigger in db/stock-ledger-trigger.ts writes a row for every change of a lot's
 * saleable stock; writers say beforehand what the movement is (setLedgerContext), in the same
 * transaction. Quarantine rows (不合格品区) are written directly (ledger.repo.ts): their stock is not a lot's.
 */
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

export { attachSaleRows, setLedgerContext, writeQuarantineRow } from './ledger.repo';
