/** Test helpers of the ERP API: a token made as the super administrator would, and calls with it. */
import { sql } from 'drizzle-orm';
import type { AdminErpTokenInput, ErpGoodsRow } from '@shop/shared';
import { queryRows } from '../../db/query';
import type { TestApp } from '../../../test/test-app';
import { operatorId } from '../../../test/admin';
import { createToken } from './token.service';

export async function erpToken(t: TestApp, input: Partial<AdminErpTokenInput> = {}): Promise<string> {
  const actor = {
    operatorId: await operatorId(t, 'super'),
    operatorName: '周建国（admin）',
    ip: '127.0.0.1',
  };
  const made = await createToken(t.deps.database.db, actor, {
    name: input.name ?? '金蝶云星空',
    scopes: input.scopes ?? [
      'goods:write',
      'stock:write',
      'prices:write',
      'customers:write',
      'orders:read',
      'orders:write',
    ],
    ip_allow: input.ip_allow ?? [],
    expires_on: input.expires_on ?? null,
  });
  return made.token;
}

export function erpClient(t: TestApp, token: string) {
  return (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    });
}

/** A maker and a leaf category the seed has, named as an ERP would send them. */
export async function catalogueNames(t: TestApp) {
  const [m] = await queryRows<{ name: string }>(
    t.deps.database.db,
    sql`SELECT name FROM manufacturers ORDER BY id LIMIT 1`,
  );
  const [c] = await queryRows<{ name: string }>(
    t.deps.database.db,
    sql`SELECT c.name FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
          AND (SELECT count(*) FROM categories d WHERE d.name = c.name) = 1 ORDER BY c.id LIMIT 1`,
  );
  return { maker: m!.name, category: c!.name };
}

export function goodsRow(
  names: { maker: string; category: string },
  code: string,
  extra: Partial<ErpGoodsRow> = {},
) {
  return {
    code,
    name: '',
    generic_name: `布洛芬缓释胶囊${code}`,
    spec: '0.3g*20粒',
    dosage_form: '胶囊剂',
    maker: names.maker,
    approval_no: '国药准字H10900089',
    drug_id_code: '8690001',
    category: names.category,
    scope: 'chemical',
    unit: '盒',
    barcode: '',
    prescription: 'otc_b',
    on_shelf: true,
    base_price: '12.50',
    retail_price: '19.80',
    ...extra,
  };
}
