import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedFilter } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

/** 常用筛选: each operator saves, lists, picks and deletes their own named filter sets per table. */
describe(describeName('saved filters per operator'), () => {
  let t: TestApp;
  let finance: string;
  let warehouse: string;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await operatorCookie(t, 'finance');
    warehouse = await operatorCookie(t, 'warehouse');
  });
  afterAll(() => t.close());

  const list = async (table: string, cookie: string) =>
    body<SavedFilter[]>(
      await t.app.inject({ url: `/api/admin/saved-filters?table=${table}`, headers: { cookie } }),
    );
  const save = (payload: object, cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/saved-filters', headers: { cookie }, payload });
  const remove = (id: number, cookie: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/saved-filters/${id}`, headers: { cookie } });

  it('saves a filter set under a name, lists it for that table only, and saving the name again replaces it', async () => {
    const week = {
      status: 'awaiting_transfer',
      pay_type: 'offline',
      created_at: ['2026-11-20', '2026-11-26'],
    };
    const res = await save({ table: 'orders', name: '本周待确认转账', filters: week }, finance);
    expect(body(res)).toMatchObject({
      code: 10000,
      msg: '常用筛选已保存',
      data: { name: '本周待确认转账', filters: week },
    });
    await save({ table: 'buyers', name: '待审核客户', filters: { verified: 'pending' } }, finance);

    expect((await list('orders', finance)).data.map((f) => [f.name, f.filters])).toEqual([
      ['本周待确认转账', week],
    ]);
    // Another operator has none of them.
    expect((await list('orders', warehouse)).data).toEqual([]);

    const again = await save(
      { table: 'orders', name: '本周待确认转账', filters: { status: 'paid' } },
      finance,
    );
    expect(body(again).code).toBe(10000);
    expect((await list('orders', finance)).data.map((f) => f.filters)).toEqual([{ status: 'paid' }]);
    const audits = await queryRows<{ summary: string }>(
      t.deps.database.db,
      sql`SELECT summary FROM audit_log WHERE action = 'saved_filter.save' ORDER BY seq`,
    );
    expect(audits.map((a) => a.summary)).toEqual([
      '保存常用筛选「本周待确认转账」',
      '保存常用筛选「待审核客户」',
      '更新常用筛选「本周待确认转账」',
    ]);
  });

  it('deletes only the operator’s own set: another operator’s id is not found and nothing goes', async () => {
    const [mine] = (await list('buyers', finance)).data;
    expect(body(await remove(mine!.id, warehouse))).toMatchObject({ code: 404, msg: '常用筛选不存在' });
    expect((await list('buyers', finance)).data).toHaveLength(1);
    expect(body(await remove(mine!.id, finance))).toMatchObject({ code: 10000, msg: '常用筛选已删除' });
    expect((await list('buyers', finance)).data).toEqual([]);
  });

  it('refuses a nameless or empty set, an unknown table, and anyone not signed in to the back office', async () => {
    const bad = async (payload: object) => body(await save(payload, finance));
    expect(await bad({ table: 'orders', name: ' ', filters: { status: 'paid' } })).toMatchObject({
      code: 422,
      msg: '请填写方案名称',
    });
    expect(await bad({ table: 'orders', name: '空的', filters: {} })).toMatchObject({
      code: 422,
      msg: '请先设置筛选条件再保存',
    });
    expect(await bad({ table: 'goods', name: '商品', filters: { status: 'on' } })).toMatchObject({
      code: 422,
      msg: '筛选所属的列表不正确',
    });
    expect(await bad({ table: 'orders', name: '注入', filters: { 'a;b': 'x' } })).toMatchObject({
      code: 422,
    });
    const buyer = await signIn(t.app, 'pharmacy');
    expect(
      (await save({ table: 'orders', name: '买家', filters: { status: 'paid' } }, buyer)).statusCode,
    ).toBe(401);
    expect((await list('orders', finance)).data.map((f) => f.name)).toEqual(['本周待确认转账']);
  });

  it('keeps at most 20 sets per table; replacing an existing name is still allowed at the cap', async () => {
    for (let k = 0; k < 19; k++)
      expect(
        body(await save({ table: 'feedback', name: `方案${k}`, filters: { status: 'pending' } }, warehouse))
          .code,
      ).toBe(10000);
    expect(
      body(await save({ table: 'feedback', name: '方案19', filters: { status: 'pending' } }, warehouse)).code,
    ).toBe(10000);
    expect(
      body(await save({ table: 'feedback', name: '方案20', filters: { status: 'pending' } }, warehouse)),
    ).toMatchObject({
      code: 10002,
      msg: '每个列表最多保存20个常用筛选，请先删除不用的',
    });
    expect(
      body(await save({ table: 'feedback', name: '方案3', filters: { status: 'replied' } }, warehouse)).code,
    ).toBe(10000);
    expect((await list('feedback', warehouse)).data).toHaveLength(20);
  });
});
