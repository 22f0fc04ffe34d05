import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminChatAgent, AdminChatRow, AdminChatThread, AdminChatUnread } from '@shop/shared';
import { queryRows } from '../../db/query';
import { DEMO_OPERATORS } from '../../db/seed/demo-accounts';
import { chatToken } from '../user/chat-token';
import { operatorCookie, operatorId } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

/** The chat desk: who looks after a conversation, what the desk has not read, and what waits. */
describe(describeName('chat desk: claim, reassign, unread, waiting'), () => {
  let t: TestApp;
  let kefu: string;
  let admin: string;
  let finance: string;
  let buyer: string;
  let buyerId: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    [kefu, admin, finance] = await Promise.all([
      operatorCookie(t, 'service'),
      operatorCookie(t, 'super'),
      operatorCookie(t, 'finance'),
    ]);
    buyer = await signIn(t.app, 'clinic');
    const [u] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username = 'renai'`,
    );
    buyerId = u!.id;
    token = chatToken(t.deps.config.SESSION_SECRET, buyerId);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, cookie = kefu) =>
    body<T>(await t.app.inject({ method: 'GET', url, headers: { cookie } }));
  const post = async (url: string, payload: object, cookie = kefu) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const row = async (cookie = kefu) =>
    (await get<{ list: AdminChatRow[] }>('/api/admin/service/chats', cookie)).data.list.find(
      (r) => r.user_id === buyerId,
    );
  const unread = async (cookie = kefu) =>
    (await get<AdminChatUnread>('/api/admin/service/chats/unread', cookie)).data.unread;
  const buyerWrites = async (content: string) =>
    expect(body(await post('/api/chat/messages', { content, token }, buyer)).code).toBe(10000);
  const chat = `/api/admin/service/chats`;

  it('a buyer’s message waits unread and unclaimed; opening it reads it, claiming takes it', async () => {
    await buyerWrites('请问布洛芬缓释胶囊有货吗？');
    // The automatic greeting answered, yet nobody did: still 待回复, one unread for every agent.
    expect(await row()).toMatchObject({ waiting: true, unread: 1, assignee_id: null, assignee_name: '' });
    expect(await unread()).toBe(1);
    expect(await unread(admin)).toBe(1);

    const claimed = await post(`${chat}/${buyerId}/claim`, {});
    expect([claimed.statusCode, body(claimed).msg]).toEqual([200, '已接待该会话']);
    expect(body(await post(`${chat}/${buyerId}/claim`, {})).msg).toBe('您已在接待该会话');
    const taken = body(await post(`${chat}/${buyerId}/claim`, {}, admin));
    expect(taken).toMatchObject({ code: 10002, msg: `该会话已由「${DEMO_OPERATORS.service.name}」接待` });
    // Now it is kefu's: the administrator's count no longer holds it, kefu's does.
    expect(await unread(admin)).toBe(0);
    expect(await unread()).toBe(1);
    // Someone else glancing in does not read it for its owner.
    await get(`${chat}/${buyerId}`, admin);
    expect((await row())?.unread).toBe(1);
    const thread = (await get<AdminChatThread>(`${chat}/${buyerId}`)).data;
    expect(thread.assignee).toEqual({
      id: await operatorId(t, 'service'),
      name: DEMO_OPERATORS.service.name,
    });
    expect(await row()).toMatchObject({
      unread: 0,
      waiting: true,
      assignee_name: DEMO_OPERATORS.service.name,
    });
    expect(await unread()).toBe(0);
  });

  it('an answer takes it off 待回复; the buyer’s next message puts it back, unread', async () => {
    expect(body(await post(`${chat}/${buyerId}`, { content: '有货，今天下单明天发。' }))).toMatchObject({
      code: 10000,
    });
    expect(await row()).toMatchObject({ waiting: false, unread: 0, last_from: 'agent' });
    const waiting = (await get<{ list: AdminChatRow[] }>(`${chat}?waiting=1`)).data.list;
    expect(waiting.some((r) => r.user_id === buyerId)).toBe(false);
    const mine = (await get<{ list: AdminChatRow[] }>(`${chat}?assignee=me`)).data.list;
    expect(mine.map((r) => r.user_id)).toContain(buyerId);

    await buyerWrites('好的，另外发票抬头要改一下');
    expect(await row()).toMatchObject({ waiting: true, unread: 1 });
    expect(await unread()).toBe(1);
    // Someone else may not answer a conversation kefu looks after.
    const other = body(await post(`${chat}/${buyerId}`, { content: '我来回复' }, admin));
    expect(other).toMatchObject({
      code: 10002,
      msg: `该会话已由「${DEMO_OPERATORS.service.name}」接待，请联系管理员改派`,
    });
  });

  it('an administrator reassigns; 客服 may not, and only to someone who answers chats', async () => {
    const agents = (await get<AdminChatAgent[]>('/api/admin/service/chat-agents', admin)).data;
    expect(agents.map((a) => a.username)).toEqual(
      expect.arrayContaining([DEMO_OPERATORS.service.username, DEMO_OPERATORS.super.username]),
    );
    expect(agents.map((a) => a.username)).not.toContain(DEMO_OPERATORS.finance.username);
    const adminId = await operatorId(t, 'super');
    expect((await post(`${chat}/${buyerId}/assign`, { operator_id: adminId })).statusCode).toBe(403);
    const toFinance = await post(
      `${chat}/${buyerId}/assign`,
      { operator_id: await operatorId(t, 'finance') },
      admin,
    );
    expect([toFinance.statusCode, body(toFinance).msg]).toEqual([422, '该操作员不能接待在线客服']);
    const bad = await post(`${chat}/${buyerId}/assign`, { operator_id: 'x' }, admin);
    expect([bad.statusCode, body(bad).msg]).toEqual([422, '请选择接待人']);

    expect(body(await post(`${chat}/${buyerId}/assign`, { operator_id: adminId }, admin)).msg).toBe('已改派');
    expect((await row())?.assignee_name).toBe(DEMO_OPERATORS.super.name);
    expect(await unread()).toBe(0);
    expect(await unread(admin)).toBe(1);
    expect(body(await post(`${chat}/${buyerId}`, { content: '发票抬头已为您修改。' }, admin)).code).toBe(
      10000,
    );
    const audits = await queryRows<{ action: string; summary: string }>(
      t.deps.database.db,
      sql`SELECT action, summary FROM audit_log WHERE target_type = 'buyer' AND target_id = ${String(buyerId)}
           AND action LIKE 'service.chat%' ORDER BY seq`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'service.chat_claim',
      'service.chat_reply',
      'service.chat_assign',
      'service.chat_reply',
    ]);
    expect(audits[2]?.summary).toContain(`改派给 ${DEMO_OPERATORS.super.name}`);
    expect((await get(`${chat}/unread`, finance)).code).toBe(403);
  });

  it('a message over the limit is a Chinese 422 and nothing is stored, on either side', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.deps.database.db,
          sql`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = ${buyerId}`,
        )
      )[0]!.n;
    const before = await count();
    const long = '药'.repeat(501);
    const reply = await post(`${chat}/${buyerId}`, { content: long }, admin);
    expect([reply.statusCode, body(reply).msg]).toEqual([422, '回复内容不能超过500个字']);
    const sent = await post('/api/chat/messages', { content: long, token }, buyer);
    expect([sent.statusCode, body(sent).msg]).toEqual([422, '消息不能超过500个字']);
    expect(await count()).toBe(before);
  });

  it('an answer counts even where no greeting came first (the first agent message is a person’s)', async () => {
    const [u] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username = 'yixin'`,
    );
    await t.deps.database.db.execute(
      sql`INSERT INTO chat_messages (user_id, "from", content) VALUES (${u!.id}, 'buyer', '连锁门店能统一开票吗？')`,
    );
    expect(body(await post(`${chat}/${u!.id}`, { content: '可以，由总部统一开具。' })).code).toBe(10000);
    const waiting = (await get<{ list: AdminChatRow[] }>(`${chat}?waiting=1`)).data.list;
    expect(waiting.some((r) => r.user_id === u!.id)).toBe(false);
  });
});
