import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminChatRow,
  AdminChatThread,
  AdminFeedbackRow,
  AdminWantedRow,
  ChatListResponse,
} from '@shop/shared';
import { queryRows } from '../../db/query';
import { chatToken } from '../user/chat-token';
import { operatorCookie } from '../../../test/admin';
import { multipart, SAMPLE_FILES } from '../../../test/multipart';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

describe(describeName('back office: service desk'), () => {
  let t: TestApp;
  let pharmacy: string;
  let kefu: string;
  let finance: string;
  let auditor: string;
  beforeAll(async () => {
    t = await createTestApp();
    pharmacy = await signIn(t.app, 'pharmacy');
    kefu = await operatorCookie(t, 'service');
    finance = await operatorCookie(t, 'finance');
    auditor = await operatorCookie(t, 'super');
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, cookie = kefu) =>
    body<T>(await t.app.inject({ method: 'GET', url, headers: { cookie } }));
  const post = async (url: string, payload: object, cookie = kefu) =>
    body(await t.app.inject({ method: 'POST', url, headers: { cookie }, payload }));
  const audits = async (type: string) =>
    (await get<{ total: number }>(`/api/admin/audit?target_type=${type}`, auditor)).data.total;

  it('客服 sees the buyer waiting in the chat list and answers; the buyer reads the answer', async () => {
    const [u] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username = 'yixin'`,
    );
    const token = chatToken(t.deps.config.SESSION_SECRET, u!.id);
    const chain = await signIn(t.app, 'chain');
    const sent = await post('/api/chat/messages', { content: '请问阿莫西林什么时候到货？', token }, chain);
    expect(sent.code).toBe(10000);
    const waiting = (await get<{ list: AdminChatRow[] }>('/api/admin/service/chats?waiting=1')).data.list;
    const row = waiting.find((r) => r.username === 'yixin');
    expect(row).toBeDefined();
    expect((await get('/api/admin/service/chats', finance)).code).toBe(403);
    // The automatic greeting answered first, so the conversation is not waiting once 客服 replies.
    const thread = (await get<AdminChatThread>(`/api/admin/service/chats/${row!.user_id}`)).data;
    expect(thread.list.map((m) => m.content)).toContain('请问阿莫西林什么时候到货？');
    expect((await post(`/api/admin/service/chats/${row!.user_id}`, { content: '' })).code).toBe(422);
    expect(
      await post(`/api/admin/service/chats/${row!.user_id}`, { content: '本周四到货，到货后通知您。' }),
    ).toMatchObject({
      code: 10000,
    });
    const mine = await get<ChatListResponse>('/api/chat/messages', chain);
    expect(mine.data.list.at(-1)).toMatchObject({ from: 'agent', content: '本周四到货，到货后通知您。' });
    const after = (await get<{ list: AdminChatRow[] }>('/api/admin/service/chats?waiting=1')).data.list;
    expect(after.some((r) => r.username === 'yixin')).toBe(false);
  });

  it('replies to a feedback once (with its photo readable), and the buyer gets a message', async () => {
    const form = await multipart({ file: SAMPLE_FILES.png(), kind: 'feedback' });
    const up = body<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: form.payload,
        headers: { ...form.headers, cookie: pharmacy },
      }),
    );
    const fb = await post(
      '/api/user/feedback',
      { type: 'delivery', content: '上周到货外箱破损，请加固包装', images: [up.data.id] },
      pharmacy,
    );
    expect(fb).toMatchObject({ code: 10000 });
    const id = (fb.data as { id: number }).id;
    const pending = (await get<{ list: AdminFeedbackRow[] }>('/api/admin/service/feedback?status=pending'))
      .data.list;
    const row = pending.find((f) => f.id === id)!;
    expect(row).toMatchObject({ username: 'kangjian', type_text: '物流配送', reply: null });
    const img = await t.app.inject({ method: 'GET', url: row.image_urls[0]!, headers: { cookie: kefu } });
    expect(img.headers['content-type']).toBe('image/png');
    const n = await audits('feedback');
    expect(
      await post(`/api/admin/service/feedback/${id}/reply`, { reply: '已要求仓库加固包装' }),
    ).toMatchObject({ code: 10000 });
    expect(await post(`/api/admin/service/feedback/${id}/reply`, { reply: '再次回复' })).toMatchObject({
      code: 10002,
      msg: '该反馈已回复',
    });
    expect(await audits('feedback')).toBe(n + 1);
    const mine = await get<{ list: { id: number; reply: string | null }[] }>('/api/user/feedback', pharmacy);
    expect(mine.data.list.find((f) => f.id === id)?.reply).toBe('已要求仓库加固包装');
  });

  it('answers a wanted-variety request once, optionally linking the goods now listed', async () => {
    const w = await post('/api/user/wanted', { name: '蒙脱石散', quantity: 20 }, pharmacy);
    const id = (w.data as { id: number }).id;
    const list = (await get<{ list: AdminWantedRow[] }>('/api/admin/service/wanted?status=pending')).data
      .list;
    expect(list.find((r) => r.id === id)).toMatchObject({
      name: '蒙脱石散',
      status: 'pending',
      status_text: '待回复',
    });
    expect(
      (await post(`/api/admin/service/wanted/${id}/answer`, { reply: 'x', goods_id: 99999999 })).code,
    ).toBe(422);
    expect(
      await post(`/api/admin/service/wanted/${id}/answer`, { reply: '已联系厂家，下周上架' }),
    ).toMatchObject({ code: 10000 });
    expect(await post(`/api/admin/service/wanted/${id}/answer`, { reply: '再答' })).toMatchObject({
      code: 10002,
      msg: '该求购已回复',
    });
    const answered = (await get<{ list: AdminWantedRow[] }>('/api/admin/service/wanted?status=answered')).data
      .list;
    expect(answered.find((r) => r.id === id)?.reply).toBe('已联系厂家，下周上架');
    expect((await get('/api/admin/service/wanted', finance)).code).toBe(403);
  });
});
