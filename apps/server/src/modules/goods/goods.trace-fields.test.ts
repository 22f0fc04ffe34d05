import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

/** 药品标识码 and 不追溯 on the goods form: the 复核 screen reads both, so the form must keep them. */
describe(describeName('admin: goods 药品标识码 and traced flag'), () => {
  let t: TestApp;
  let admin: AdminClient;
  let refs: { manufacturer_id: number; category_id: number };
  const input = (over: Record<string, unknown> = {}) => ({
    generic_name: '医用外科口罩',
    ypgg: '17.5cm*9.5cm*10只',
    dosage_form: '器械',
    bzdw: '包',
    ...refs,
    approval_no: '国械注准20192140123',
    scope: 'device_2',
    base_price: '6.50',
    retail_price: '9.90',
    ...over,
  });
  const goodsCount = async () =>
    (await queryRows<{ n: number }>(t.deps.database.db, sql`SELECT count(*)::int AS n FROM goods`))[0]!.n;
  const detail = async (id: number) =>
    body<{ drug_id_code: string; traced: boolean }>(await admin.get(`/api/admin/goods/${id}`)).data;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
    const [r] = await queryRows<{ manufacturer_id: number; category_id: number }>(
      t.deps.database.db,
      sql`SELECT (SELECT id FROM manufacturers ORDER BY id LIMIT 1) AS manufacturer_id,
            (SELECT c.id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories x WHERE x.parent_id = c.id)
              ORDER BY c.id LIMIT 1) AS category_id`,
    );
    refs = r!;
  });
  afterAll(() => t.close());

  it('refuses a 药品标识码 that is not 7 digits, creating nothing', async () => {
    const before = await goodsCount();
    for (const code of ['810001', '81000123', '81000a1']) {
      const res = await admin.post('/api/admin/goods', input({ drug_id_code: code }));
      expect(res.statusCode).toBe(422);
      expect(body(res).msg).toBe('药品标识码须为7位数字（追溯码的前7位）');
    }
    expect(await goodsCount()).toBe(before);
  });

  it('keeps the code and 不追溯 through create and edit; traced is the default', async () => {
    const created = await admin.post('/api/admin/goods', input({ drug_id_code: ' 8200001 ', traced: false }));
    expect(body(created).msg).toBe('商品已创建');
    const id = body<{ id: number }>(created).data.id;
    expect(await detail(id)).toMatchObject({ drug_id_code: '8200001', traced: false });

    const edited = await admin.put(`/api/admin/goods/${id}`, input({ drug_id_code: '8200002' }));
    expect(body(edited).code).toBe(10000);
    expect(await detail(id)).toMatchObject({ drug_id_code: '8200002', traced: true });

    const [row] = await queryRows<{ drug_id_code: string; traced: boolean }>(
      t.deps.database.db,
      sql`SELECT drug_id_code, traced FROM goods WHERE id = ${id}`,
    );
    expect(row).toEqual({ drug_id_code: '8200002', traced: true });
  });

  it('a form-encoded 不追溯 ("false") is kept as not traced', async () => {
    const created = await admin.post(
      '/api/admin/goods',
      input({ generic_name: '一次性使用医用橡胶检查手套', traced: 'false' }),
    );
    const id = body<{ id: number }>(created).data.id;
    expect(await detail(id)).toMatchObject({ drug_id_code: '', traced: false });
  });
});
