/**
 * PUT /api/erp/v1/customers: the ERP's customer code, credit limit and term, and account manager of
 * the buyers of a company matched by 统一社会信用代码. The credit row is the credit module's
 * (credit_accounts, one per buyer account, the lock every credit movement takes).
 */
import { sql } from 'drizzle-orm';
import type { ErpCustomerRow, ErpWriteResult } from '@shop/shared';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { audit, type Actor } from '../audit/audit';
import { jsonList } from './goods.repo';
import { Refusals, refuseRepeats, tally, type RowResult } from './rows';

interface Buyer {
  company_id: number;
  credit_code: string;
  erp_code: string | null;
  user_id: number;
  manager_id: number | null;
  limit_fen: number | null;
  term_days: number | null;
}

const buyersOf = (tx: Tx, codes: string[]) =>
  queryRows<Buyer>(
    tx,
    sql`SELECT c.id AS company_id, c.credit_code, c.erp_code, u.id AS user_id, u.account_manager_id AS manager_id,
               ca.limit_fen::float8 AS limit_fen, ca.term_days
          FROM companies c JOIN users u ON u.company_id = c.id
          LEFT JOIN credit_accounts ca ON ca.user_id = u.id
         WHERE c.credit_code IN (SELECT jsonb_array_elements_text(${jsonList(codes)}))
         ORDER BY u.id FOR UPDATE OF c, u`,
  );

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
  const managers = new Map(
    (
      await queryRows<{ id: number; name: string }>(
        tx,
        sql`SELECT id, name FROM account_managers ORDER BY id`,
      )
    ).map((m) => [m.name, m.id]),
  );
  const taken = new Map(
    (
      await queryRows<{ erp_code: string; credit_code: string }>(
        tx,
        sql`SELECT erp_code, credit_code FROM companies
             WHERE erp_code IN (SELECT jsonb_array_elements_text(${jsonList(rows.map((r) => r.erp_code))}))`,
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
    await tx.execute(sql`UPDATE companies SET erp_code = ${r.erp_code} WHERE id = ${mine[0]!.company_id}`);
    for (const b of mine) {
      await tx.execute(sql`
        INSERT INTO credit_accounts (user_id, limit_fen, term_days) VALUES (${b.user_id}, ${r.credit_limit}, ${r.term_days})
        ON CONFLICT (user_id) DO UPDATE SET limit_fen = excluded.limit_fen, term_days = excluded.term_days, updated_at = now()`);
      if (manager !== null)
        await tx.execute(sql`UPDATE users SET account_manager_id = ${manager} WHERE id = ${b.user_id}`);
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
