/**
 * PUT /api/erp/v1/customers: the ERP's customer code, credit limit and term, and account manager of
 * the buyers of a company matched by 统一社会信用代码. The credit row is the credit module's
 * (credit_accounts, one per buyer account, the lock every credit movement takes).
 */
import type { ErpCustomerRow, ErpWriteResult } from '@shop/shared';
import type { Tx } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import {
  accountManagers,
  buyersOf,
  erpCodeOwners,
  setAccountManager,
  setCompanyErpCode,
  upsertCreditTerms,
} from './customers.repo';
import { Refusals, refuseRepeats, tally, type RowResult } from './rows';

export async function upsertErpCustomers(
  tx: Tx,
  actor: Actor,
  rows: ErpCustomerRow[],
): Promise<ErpWriteResult> {
  const refusals = new Refusals('customers');
  refuseRepeats(
    refusals,
    rows.map((r) => r.credit_code),
    rows.map((r) => r.credit_code),
    '统一社会信用代码',
  );
  refuseRepeats(
    refusals,
    rows.map((r) => r.erp_code),
    rows.map((r) => r.credit_code),
    '客户编码',
  );
  const buyers = await buyersOf(
    tx,
    rows.map((r) => r.credit_code),
  );
  const managers = new Map((await accountManagers(tx)).map((m) => [m.name, m.id]));
  const taken = new Map(
    (
      await erpCodeOwners(
        tx,
        rows.map((r) => r.erp_code),
      )
    ).map((c) => [c.erp_code, c.credit_code]),
  );
  rows.forEach((r, i) => {
    const no = (reason: string) => refusals.add(i, r.credit_code, reason);
    if (!buyers.some((b) => b.credit_code === r.credit_code)) return no('商城没有该统一社会信用代码的客户');
    if (r.account_manager && !managers.has(r.account_manager))
      return no(`客户经理「${r.account_manager}」不存在`);
    const owner = taken.get(r.erp_code);
    if (owner && owner !== r.credit_code) return no(`客户编码 ${r.erp_code} 已属于另一客户（${owner}）`);
  });
  refusals.check();
  const results: { code: string; result: RowResult }[] = [];
  for (const r of rows) {
    const mine = buyers.filter((b) => b.credit_code === r.credit_code);
    const manager = r.account_manager ? managers.get(r.account_manager)! : null;
    const same = mine.every(
      (b) =>
        b.erp_code === r.erp_code &&
        b.limit_fen === r.credit_limit &&
        b.term_days === r.term_days &&
        (manager === null || b.manager_id === manager),
    );
    if (same) {
      results.push({ code: r.credit_code, result: 'unchanged' });
      continue;
    }
    const fresh = mine.every((b) => b.erp_code === null);
    await setCompanyErpCode(tx, mine[0]!.company_id, r.erp_code);
    for (const b of mine) {
      await upsertCreditTerms(tx, b.user_id, r.credit_limit, r.term_days);
      if (manager !== null) await setAccountManager(tx, b.user_id, manager);
    }
    results.push({ code: r.credit_code, result: fresh ? 'created' : 'updated' });
  }
  const result = tally(results);
  await audit(tx, actor, {
    action: 'erp.customers',
    targetType: 'erp',
    targetId: 'customers',
    summary: `ERP推送客户 ${rows.length} 行：新对接 ${result.created}、更新 ${result.updated}、未变 ${result.unchanged}`,
    after: {
      changed: results
        .filter((r) => r.result !== 'unchanged')
        .slice(0, 100)
        .map((r) => r.code),
    },
  });
  return result;
}
