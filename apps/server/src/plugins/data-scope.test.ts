import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBulkResult } from '@shop/shared';
import { queryRows } from '../db/query';
import { accountManagerCookie } from '../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../test/test-app';

/** An account manager's returns, chats and feedback: their own customers' only, in lists and by id. */
describe(describeName('data scope on returns, chats and feedback'), () => {
  let t: TestApp;
  let cookie: string;
  let manager: number;
  let mine: number;
  let theirs: number;
  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.deps.database.db, q);
  const get = (url: string) => t.app.inject({ url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    const [m] = await rows<{ id: number }>(
      sql`SELECT account_manager_id AS id FROM users WHERE account_manager_id IS NOT NULL
           GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    manager = m!.id;
    const [a] = await rows<{ id: number }>(
      sql`SELECT id FROM users WHERE account_manager_id = ${manager} LIMIT 1`,
    );
    const [b] = await rows<{ id: number }>(
      sql`SELECT id FROM users WHERE account_manager_id IS DISTINCT FROM ${manager} LIMIT 1`,
    );
    [mine, theirs] = [a!.id, b!.id];
    for (const user of [mine, theirs]) {
      await t.deps.database.db.execute(sql`
        INSERT INTO aftersales (user_id, order_id, kind, status, reason, refund_fen)
        SELECT ${user}, id, 'return', 'received', '外包装破损', 1280 FROM orders LIMIT 1`);
      await t.deps.database.db.execute(sql`
        INSERT INTO chat_messages (user_id, "from", content) VALUES (${user}, 'buyer', '请问阿莫西林胶囊什么时候到货？')`);
      await t.deps.database.db.execute(sql`
        INSERT INTO feedbacks (user_id, type, content) VALUES (${user}, 1, '发票抬头请改为全称')`);
    }
    cookie = await accountManagerCookie(t, manager, [
      'aftersale.view',
      'aftersale.refund',
      'service.chat',
      'service.reply',
    ]);
  });
  afterAll(() => t.close());

  const owners = async (table: string, ids: number[]) =>
    ids.length === 0
      ? []
      : (
          await rows<{ manager: number | null }>(
            sql`SELECT u.account_manager_id AS manager FROM ${sql.raw(table)} x JOIN users u ON u.id = x.user_id
                 WHERE x.id IN (${sql.join(
                   ids.map((id) => sql`${id}`),
                   sql`, `,
                 )})`,
          )
        ).map((r) => r.manager);

  it('lists only their own customers’ returns, chats and feedback, whatever manager_id is asked', async () => {
    const returns = body<{ list: { id: number }[]; total: number }>(
      await get(`/api/admin/aftersales?page_size=100&manager_id=${manager + 1}`),
    ).data;
    expect(returns.total).toBeGreaterThan(0);
    expect(
      new Set(
        await owners(
          'aftersales',
          returns.list.map((r) => r.id),
        ),
      ),
    ).toEqual(new Set([manager]));
    const chats = body<{ list: { user_id: number }[] }>(
      await get('/api/admin/service/chats?page_size=100'),
    ).data;
    expect(chats.list.map((c) => c.user_id)).toContain(mine);
    expect(chats.list.map((c) => c.user_id)).not.toContain(theirs);
    const feedback = body<{ list: { id: number; user_id: number }[] }>(
      await get('/api/admin/service/feedback?page_size=100'),
    ).data;
    expect(feedback.list.some((f) => f.user_id === mine)).toBe(true);
    expect(
      new Set(
        await owners(
          'feedbacks',
          feedback.list.map((f) => f.id),
        ),
      ),
    ).toEqual(new Set([manager]));
  });

  it('another manager’s return and chat answer 404, and a bulk refund refuses it as missing', async () => {
    const [other] = await rows<{ id: number }>(
      sql`SELECT id FROM aftersales WHERE user_id = ${theirs} LIMIT 1`,
    );
    const res = await get(`/api/admin/aftersales/${other!.id}`);
    expect([res.statusCode, body(res).msg]).toEqual([404, '售后单不存在']);
    const chat = await get(`/api/admin/service/chats/${theirs}`);
    expect([chat.statusCode, body(chat).msg]).toEqual([404, '会话不存在']);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/aftersales/bulk-refund',
      headers: { cookie },
      payload: { ids: [other!.id] },
    });
    expect(body<AdminBulkResult>(bulk).data).toEqual({
      done: [],
      refused: [{ id: other!.id, reason: '售后单不存在' }],
    });
    const [after] = await rows<{ status: string }>(
      sql`SELECT status FROM aftersales WHERE id = ${other!.id}`,
    );
    expect(after?.status).toBe('received');
  });
});
