import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBulkResult } from '@shop/shared';
import { queryRows } from '../../db/query';
import { accountManagerCookie, operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

/** Bulk actions of the orders and customers tables: each chosen row done or refused with its reason. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.deps.database.db, q);
const post = async (url: string, ids: number[], cookie: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: { ids } });
const statusOf = async (id: number) =>
  (await rows<{ status: string }>(sql`SELECT status FROM orders WHERE id = ${id}`))[0]?.status;

describe(describeName('bulk over the orders table'), () => {
  it('puts the paid orders on one pick list and names each other row with why not', async () => {
    const paid = await rows<{ id: number }>(
      sql`SELECT id FROM orders WHERE status = 'paid' ORDER BY id LIMIT 2`,
    );
    const [done] = await rows<{ id: number }>(sql`SELECT id FROM orders WHERE status = 'done' LIMIT 1`);
    expect(paid).toHaveLength(2);
    const ids = [paid[0]!.id, done!.id, paid[1]!.id, 999_999];
    const res = await post('/api/admin/orders/bulk-pick', ids, await operatorCookie(t, 'warehouse'));
    const r = body<AdminBulkResult & { pick_list: { pick_no: string } | null }>(res).data;
    expect(r.done).toEqual([paid[0]!.id, paid[1]!.id]);
    expect(r.refused).toEqual([
      { id: done!.id, reason: '订单已完成，不能拣货' },
      { id: 999_999, reason: '订单不存在' },
    ]);
    expect(r.pick_list?.pick_no).toMatch(/^JH\d{8}\d{5}$/);
    expect(body(res).msg).toBe(`拣货单 ${r.pick_list!.pick_no} 已生成；已处理 2 条，2 条未处理`);
    expect([await statusOf(paid[0]!.id), await statusOf(paid[1]!.id), await statusOf(done!.id)]).toEqual([
      'picking',
      'picking',
      'done',
    ]);
    // A repeat finds them already picking: nothing done, nothing written.
    const again = body<AdminBulkResult>(
      await post('/api/admin/orders/bulk-pick', [paid[0]!.id], await operatorCookie(t, 'warehouse')),
    ).data;
    expect(again).toMatchObject({ done: [], refused: [{ id: paid[0]!.id, reason: '订单拣货中，不能拣货' }] });
  });

  it('names which chosen orders may print their 随货同行单 and why the others may not', async () => {
    const [shipped] = await rows<{ id: number }>(sql`SELECT id FROM orders WHERE status = 'shipped' LIMIT 1`);
    const [unpaid] = await rows<{ id: number }>(sql`SELECT id FROM orders WHERE status = 'unpaid' LIMIT 1`);
    const r = body<AdminBulkResult>(
      await post(
        '/api/admin/orders/bulk-printable',
        [shipped!.id, unpaid!.id],
        await operatorCookie(t, 'warehouse'),
      ),
    ).data;
    expect(r).toEqual({
      done: [shipped!.id],
      refused: [{ id: unpaid!.id, reason: '订单待付款，复核通过后才能打印随货同行单' }],
    });
  });

  it('an account manager’s bulk refuses another manager’s order as missing', async () => {
    const [m] = await rows<{ id: number }>(
      sql`SELECT account_manager_id AS id FROM users WHERE account_manager_id IS NOT NULL LIMIT 1`,
    );
    const [foreign] = await rows<{ id: number }>(
      sql`SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id
           WHERE o.status = 'paid' AND u.account_manager_id IS DISTINCT FROM ${m!.id} LIMIT 1`,
    );
    const cookie = await accountManagerCookie(t, m!.id, ['order.view', 'order.ship']);
    const r = body<AdminBulkResult>(await post('/api/admin/orders/bulk-pick', [foreign!.id], cookie)).data;
    expect(r).toMatchObject({ done: [], refused: [{ id: foreign!.id, reason: '订单不存在' }] });
    expect(await statusOf(foreign!.id)).toBe('paid');
  });
});

describe(describeName('bulk over the customers table'), () => {
  it('approves buyers as applied; one already approved is named with the reason', async () => {
    const waiting = await rows<{ id: number }>(
      sql`SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id
           WHERE NOT c.is_passed AND EXISTS (SELECT 1 FROM licences l WHERE l.company_id = c.id
                   AND l.expires_on >= current_date + 1)
             AND NOT EXISTS (SELECT 1 FROM licences l WHERE l.company_id = c.id AND l.expires_on < current_date + 1)
           ORDER BY u.id LIMIT 1`,
    );
    const [passed] = await rows<{ id: number }>(
      sql`SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id
           WHERE c.is_passed AND NOT EXISTS (SELECT 1 FROM licences l WHERE l.company_id = c.id AND l.status = 'pending')
           LIMIT 1`,
    );
    expect(waiting).toHaveLength(1);
    const ids = [waiting[0]!.id, passed!.id];
    const res = await post('/api/admin/buyers/bulk-approve', ids, await operatorCookie(t, 'quality'));
    expect(body<AdminBulkResult>(res).data).toEqual({
      done: [waiting[0]!.id],
      refused: [{ id: passed!.id, reason: '该客户资质已审核通过，无需重复审核' }],
    });
    const [c] = await rows<{ is_passed: boolean }>(
      sql`SELECT c.is_passed FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${waiting[0]!.id}`,
    );
    expect(c?.is_passed).toBe(true);
    const [a] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'buyer.approve' AND target_id = ${String(waiting[0]!.id)}`,
    );
    expect(a?.n).toBe(1);
  });

  it('exports the filtered customers to Excel, the same rows the list shows', async () => {
    const cookie = await operatorCookie(t, 'quality');
    const list = body<{ total: number }>(
      await t.app.inject({ url: '/api/admin/buyers?verified=yes&page_size=1', headers: { cookie } }),
    ).data;
    const file = await t.app.inject({ url: '/api/admin/buyers/export?verified=yes', headers: { cookie } });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('企业名称');
    expect(sheet.rowCount - 1).toBe(list.total);
    const review = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && review.add(row.getCell(8).text));
    expect([...review]).toEqual(['已认证']);
  });
});
