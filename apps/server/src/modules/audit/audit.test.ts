import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow, AuditVerify } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorCookie(t, 'super');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const verify = async () => body<AuditVerify>(await get('/api/admin/audit/verify')).data;
const setRole = (code: string, permissions: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/roles/${code}`,
    headers: { cookie: admin },
    payload: { permissions },
  });
const exec = (q: ReturnType<typeof sql>) => t.deps.database.db.execute(q);

describe(describeName('audit trail'), () => {
  it('records who, from where, what, before and after, in the write’s transaction', async () => {
    expect(body(await setRole('service', ['dashboard.view', 'service.chat'])).code).toBe(10000);
    const list = body<{ list: AuditRow[]; total: number }>(await get('/api/admin/audit?target_type=role'));
    expect(list.data.list[0]).toMatchObject({
      operator_name: '周建国（admin）',
      ip: '127.0.0.1',
      action: 'role.update',
      target_id: 'service',
      summary: '修改角色「客服」的权限',
      after: { permissions: ['dashboard.view', 'service.chat'] },
    });
    // A refused write leaves no record behind.
    const before = list.data.total;
    expect(body(await setRole('service', ['no.such'])).code).toBe(422);
    expect(body(await setRole('super', ['order.view'])).code).toBe(10002);
    expect(body<{ total: number }>(await get('/api/admin/audit?target_type=role')).data.total).toBe(before);
  });

  it('verifies a whole chain, then points at a row edited in the database', async () => {
    await setRole('goods', ['dashboard.view', 'goods.view', 'goods.edit']);
    await setRole('goods', ['dashboard.view', 'goods.view']);
    const whole = await verify();
    expect(whole).toMatchObject({ ok: true, broken_at: null });
    expect(whole.checked).toBeGreaterThanOrEqual(3);
    const [second] = await queryRows<{ seq: number; summary: string }>(
      t.deps.database.db,
      sql`SELECT seq::int AS seq, summary FROM audit_log ORDER BY seq LIMIT 1 OFFSET 1`,
    );
    await exec(sql`UPDATE audit_log SET after = '{"permissions":["*"]}'::jsonb WHERE seq = ${second?.seq}`);
    expect(await verify()).toMatchObject({
      ok: false,
      broken_at: second?.seq,
      reason: `第 ${second?.seq} 条记录的内容被修改`,
    });
  });

  it('shows a deleted row and a deleted tail', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await operatorCookie(fresh, 'super');
      for (const p of [['service.chat'], ['service.reply'], ['service.chat', 'service.reply']]) {
        await fresh.app.inject({
          method: 'PUT',
          url: '/api/admin/roles/service',
          headers: { cookie },
          payload: { permissions: p },
        });
      }
      const check = async () =>
        body<AuditVerify>(
          await fresh.app.inject({ method: 'GET', url: '/api/admin/audit/verify', headers: { cookie } }),
        ).data;
      expect((await check()).ok).toBe(true);
      await fresh.deps.database.db.execute(sql`DELETE FROM audit_log WHERE seq = 3`);
      expect(await check()).toMatchObject({ ok: false, broken_at: 3 });
      await fresh.deps.database.db.execute(sql`DELETE FROM audit_log WHERE seq > 2`);
      expect(await check()).toMatchObject({ ok: false, broken_at: 3 });
    } finally {
      await fresh.close();
    }
  });

  it('exports the trail as an Excel sheet with Chinese headers', async () => {
    const res = await get('/api/admin/audit/export?target_type=role');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('操作日志'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('操作日志');
    expect(ws?.getRow(1).getCell(7).value).toBe('说明');
    expect(ws?.getRow(2).getCell(7).text).toContain('修改角色');
  });

  it('finance may read the trail; the warehouse may not', async () => {
    expect((await get('/api/admin/audit', await operatorCookie(t, 'finance'))).statusCode).toBe(200);
    expect((await get('/api/admin/audit', await operatorCookie(t, 'warehouse'))).statusCode).toBe(403);
  });
});
