import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '@shop/shared';
import { operatorCookie, operatorId } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorCookie(t, 'super');
  // Two operators write: the super administrator and service.
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/roles/goods',
    headers: { cookie: admin },
    payload: { description: '商品部' },
  });
  const [buyer] = body<{ list: { id: number }[] }>(
    await t.app.inject({ method: 'GET', url: '/api/admin/buyers?page_size=1', headers: { cookie: admin } }),
  ).data.list;
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/buyers/${buyer!.id}/chat`,
    headers: { cookie: await operatorCookie(t, 'service') },
    payload: { enabled: false },
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });

describe(describeName('audit trail: filters and export in Chinese'), () => {
  it('lists the operators who wrote, and filters the trail by one of them', async () => {
    const ops = body<{ list: { id: number; name: string }[] }>(await get('/api/admin/audit/operators')).data
      .list;
    const service = await operatorId(t, 'service');
    expect(ops.map((o) => o.id)).toEqual(expect.arrayContaining([service, await operatorId(t, 'super')]));
    const rows = body<{ list: AuditRow[] }>(await get(`/api/admin/audit?operator_id=${service}`)).data.list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.operator_id === service)).toBe(true);
  });

  it('exports the action and the entity in Chinese', async () => {
    const res = await get('/api/admin/audit/export?target_type=role');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const row = (sheet.getRow(2).values as unknown[]).map(String);
    expect(row[header.indexOf('操作')]).toBe('角色·修改');
    expect(row[header.indexOf('对象')]).toBe('角色#goods');
  });
});
