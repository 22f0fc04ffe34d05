/** SQL of the ERP's price push: goods by ERP code and companies by 统一社会信用代码. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { jsonList } from './goods.repo';

export const goodsByErpCode = (tx: Tx, codes: string[]) =>
  queryRows<{ id: number; erp_code: string; is_controlled: boolean }>(
    tx,
    sql`SELECT id, erp_code, is_controlled FROM goods WHERE erp_code IN (SELECT jsonb_array_elements_text(${jsonList(codes)}))`,
  );

/** Each credit code's first company. */
export const companiesByCreditCode = (tx: Tx, creditCodes: string[]) =>
  queryRows<{ id: number; credit_code: string }>(
    tx,
    sql`SELECT min(id) AS id, credit_code FROM companies
         WHERE credit_code IN (SELECT jsonb_array_elements_text(${jsonList(creditCodes)})) GROUP BY credit_code`,
  );
