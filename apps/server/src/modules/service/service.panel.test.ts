import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH, type AdminChatCustomer } from '@shop/shared';
import { queryRows } from '../../db/query';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

let t: TestApp;
let service: string;
let id: number;
beforeAll(async () => {
  t = await createTestApp();
  service = await operatorCookie(t, 'service');
  const [u] = await queryRows<{ id: number }>(
    t.deps.database.db,
    sql`SELECT id FROM users WHERE username = ${DEMO_ACCOUNTS.pharmacy.username}`,
  );
  id = u!.id;
});
afterAll(async () => {
  await t?.close();
});

describe(describeName('service desk: the side panel and replies'), () => {
  it('shows the customer’s company, account manager, recent orders and open cases', async () => {
    await t.deps.database.db.execute(
      sql`INSERT INTO feedbacks (user_id, type, content) VALUES (${id}, '商品建议', '希望增加中药饮片的品种')`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/service/chats/${id}/customer`,
      headers: { cookie: service },
    });
    const panel = body<AdminChatCustomer>(res).data;
    expect(panel.company).toBe(DEMO_ACCOUNTS.pharmacy.company);
    expect(panel.manager?.name).toBeTruthy();
    expect(panel.recent_orders.length).toBeGreaterThan(0);
    expect(panel.recent_orders.length).toBeLessThanOrEqual(5);
    expect(panel.open_cases).toContainEqual(
      expect.objectContaining({
        kind: 'feedback',
        title: '反馈：希望增加中药饮片的品种',
        to: `/feedback?user_id=${id}`,
      }),
    );
    const finance = await operatorCookie(t, 'finance');
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/admin/service/chats/${id}/customer`,
      headers: { cookie: finance },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('a reply over the limit is a 422 and nothing is sent', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.deps.database.db,
          sql`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = ${id}`,
        )
      )[0]!.n;
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/service/chats/${id}`,
      headers: { cookie: service },
      payload: { content: '药'.repeat(CHAT_MAX_LENGTH + 1) },
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toContain(`${CHAT_MAX_LENGTH}`);
    expect(await count()).toBe(before);
  });
});
