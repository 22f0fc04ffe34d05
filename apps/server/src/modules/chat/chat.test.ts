import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatListResponse } from '@shop/shared';
import { chatMessages, users } from '../../db/schema/index';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { chatToken } from '../user/chat-token';
import { CHAT_SEND_LIMIT, chatLimitKey } from './chat.service';

let t: TestApp;
const ids: Record<string, number> = {};
const cookies: Record<string, string> = {};
const token = (who: string) => chatToken(t.deps.config.SESSION_SECRET, ids[who] ?? 0);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  // A second store of the chain gets the chat too, so two conversations exist side by side.
  await db.update(users).set({ isCanChat: true }).where(eq(users.username, 'yixin_xh'));
  for (const [who, username] of [
    ['chain', 'yixin'],
    ['chainStore2', 'yixin_xh'],
    ['pharmacy', 'kangjian'],
  ] as const) {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    ids[who] = u?.id ?? 0;
    cookies[who] = await signIn(t.app, who);
  }
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(chatMessages);
  for (const id of Object.values(ids)) await t.deps.limiter.reset(chatLimitKey(id));
});

const send = (who: string, payload: Record<string, string>, cookie = cookies[who]) =>
  t.app.inject({ method: 'POST', url: '/api/chat/messages', payload, headers: cookie ? { cookie } : {} });
const list = (who: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/chat/messages${query}`, headers: { cookie: cookies[who] ?? '' } });

describe(describeName('chat: who may talk'), () => {
  it('answers 10001 with HTTP 401 to a visitor, for reading and for sending', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/chat/messages' });
    expect(get.statusCode).toBe(401);
    expect(body(get).code).toBe(10001);
    const post = await send('chain', { content: '你好', token: 'x' }, '');
    expect(post.statusCode).toBe(401);
    expect(body(post).code).toBe(10001);
  });

  it('refuses a wrong token, and another buyer’s token, storing nothing', async () => {
    for (const bad of ['not-a-token', token('chainStore2')]) {
      const res = await send('chain', { content: '你好', token: bad });
      expect(res.statusCode).toBe(403);
      expect(body(res).msg).toBe('客服凭证已失效，请刷新页面后重试');
    }
    expect(await t.deps.database.db.select().from(chatMessages)).toHaveLength(0);
  });

  it('refuses a buyer without the embedded chat', async () => {
    const res = await send('pharmacy', { content: '你好', token: token('pharmacy') });
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toContain('暂未开通在线客服');
    expect((await list('pharmacy')).statusCode).toBe(403);
  });
});

describe(describeName('chat: conversation'), () => {
  it('greets the first message once, naming the account manager and working hours', async () => {
    const first = body<ChatListResponse>(
      await send('chain', { content: '  请问阿莫西林胶囊什么时候到货？ ', token: token('chain') }),
    );
    expect(first.code).toBe(10000);
    expect(first.data.list.map((m) => m.from)).toEqual(['buyer', 'agent']);
    expect(first.data.list[0]?.content).toBe('请问阿莫西林胶囊什么时候到货？');
    const greeting = first.data.list[1]?.content ?? '';
    expect(greeting).toContain('刘益心');
    expect(greeting).toMatch(/专属客户经理\S+/);
    expect(greeting).toContain('工作日 8:30-18:00');

    const second = body<ChatListResponse>(
      await send('chain', { content: '另外要开专票', token: token('chain') }),
    );
    expect(second.data.list.map((m) => m.from)).toEqual(['buyer']);
  });

  it('greets once even when the first messages arrive together', async () => {
    const sends = ['一', '二', '三', '四', '五'].map((c) =>
      send('chain', { content: c, token: token('chain') }),
    );
    expect((await Promise.all(sends)).every((r) => r.statusCode === 200)).toBe(true);
    const rows = body<ChatListResponse>(await list('chain')).data.list;
    expect(rows.filter((m) => m.from === 'agent')).toHaveLength(1);
  });

  it('lists only the own conversation, and only newer messages after after_id', async () => {
    await send('chain', { content: '总部的问题', token: token('chain') });
    await send('chainStore2', { content: '西湖店的问题', token: token('chainStore2') });
    const mine = body<ChatListResponse>(await list('chain')).data.list;
    expect(mine.map((m) => m.content)).toContain('总部的问题');
    expect(mine.map((m) => m.content).join()).not.toContain('西湖店');
    const theirs = body<ChatListResponse>(await list('chainStore2')).data.list;
    expect(theirs.map((m) => m.content).join()).not.toContain('总部');

    const last = mine.at(-1)?.id ?? 0;
    expect(body<ChatListResponse>(await list('chain', `?after_id=${last}`)).data.list).toEqual([]);
    await send('chain', { content: '还在吗', token: token('chain') });
    const fresh = body<ChatListResponse>(await list('chain', `?after_id=${last}`)).data.list;
    expect(fresh.map((m) => m.content)).toEqual(['还在吗']);
    // Another buyer's newer ids never leak through after_id either.
    expect(
      body<ChatListResponse>(await list('chain', '?after_id=0')).data.list.every(
        (m) => m.content !== '西湖店的问题',
      ),
    ).toBe(true);
  });

  it('answers 422 to empty, blank and oversized content', async () => {
    for (const content of ['', '   ', '药'.repeat(501)]) {
      const res = await send('chain', { content, token: token('chain') });
      expect(res.statusCode).toBe(422);
      expect(body(res).msg).toMatch(/请输入消息内容|不能超过500个字/);
    }
    expect((await send('chain', { content: '药'.repeat(500), token: token('chain') })).statusCode).toBe(200);
    expect((await list('chain', '?after_id=abc')).statusCode).toBe(422);
  });

  it(`allows ${CHAT_SEND_LIMIT.limit} messages a minute, then says 发送过于频繁`, async () => {
    for (let i = 0; i < CHAT_SEND_LIMIT.limit; i++) {
      expect(body(await send('chain', { content: `第${i + 1}条`, token: token('chain') })).code).toBe(10000);
    }
    const res = await send('chain', { content: '再来一条', token: token('chain') });
    expect(res.statusCode).toBe(429);
    expect(body(res).msg).toBe('发送过于频繁，请稍后再试');
    // The limit is per buyer: another store is not slowed down by it.
    expect(body(await send('chainStore2', { content: '你好', token: token('chainStore2') })).code).toBe(
      10000,
    );
  });
});
