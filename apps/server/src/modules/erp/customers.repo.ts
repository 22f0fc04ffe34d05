/** SQL of the ERP's customer push: buyers by 统一社会信用代码 (locked), managers, ERP codes, credit terms. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { jsonList } from './goods.repo';

export interface ErpBuyer {
  company_id: number;
  credit_code: string;
  erp_code: string | null;
  user_id: number;
  manager_id: number | null;
  limit_fen: number | null;
  term_days: number | null;
}

export const buyersOf = (tx: Tx, codes: string[]) =>
  queryRows<ErpBuyer>(
    tx,
    sql`SELECT c.id AS company_id, c.credit_code, c.erp_code, u.id AS user_id, u.account_manager_id AS manager_id,
               ca.limit_fen::float8 AS limit_fen, ca.term_days
          FROM companies c JOIN users u ON u.company_id = c.id
          LEFT JOIN credit_accounts ca ON ca.user_id = u.id
         WHERE c.credit_code IN (SELECT jsonb_array_elements_text(${jsonList(codes)}))
         ORDER BY u.id FOR UPDATE OF c, u`,
  );

export const accountManagers = (tx: Tx) =>
  queryRows<{ id: number; name: string }>(tx, sql`SELECT id, name FROM account_managers ORDER BY id`);

/** Companies already holding one of these ERP customer codes. */
export const erpCodeOwners = (tx: Tx, erpCodes: string[]) =>
  queryRows<{ erp_code: string; credit_code: string }>(
    tx,
    sql`SELECT erp_code, credit_code FROM companies
         WHERE erp_code IN (SELECT jsonb_array_elements_text(${jsonList(erpCodes)}))`,
  );

export async function setCompanyErpCode(tx: Tx, companyId: number, erpCode: string) {
  await tx.execute(sql`UPDATE companies SET erp_code = ${erpCode} WHERE id = ${companyId}`);
}

export async function upsertCreditTerms(tx: Tx, userId: number, limitFen: number, termDays: number) {
  await tx.execute(sql`
    INSERT INTO credit_accounts (user_id, limit_fen, term_days) VALUES (${userId}, ${limitFen}, ${termDays})
    ON CONFLICT (user_id) DO UPDATE SET limit_fen = excluded.limit_fen, term_days = excluded.term_days, updated_at = now()`);
}

export async function setAccountManager(tx: Tx, userId: number, managerId: number) {
  await tx.execute(sql`UPDATE users SET account_manager_id = ${managerId} WHERE id = ${userId}`);
}
