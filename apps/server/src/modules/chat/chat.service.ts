import type { ChatListResponse, ChatMessage, ChatSendBody } from '@shop/shared';
import type { AppDeps } from '../../deps';
import { forbidden, notSignedIn, tooMany } from '../../lib/errors';
import { verifyChatToken } from '../user/chat-token';
import { greetingFor } from './chat.greeting';
import {
  findChatUser,
  hasAgentMessage,
  insertMessages,
  listAfter,
  listLatest,
  lockConversation,
  type ChatRow,
  type ChatUserRow,
} from './chat.repo';
import { signalWork } from '../notify/work-bus';

/** The service desk (module service) reads and writes the same conversations, under the same lock. */
export { insertMessages, listLatest, lockConversation } from './chat.repo';

export const CHAT_SEND_LIMIT = { limit: 20, windowMs: 60_000 };
export const chatLimitKey = (userId: number) => `chat:send:${userId}`;
/** A poll returns at most this many; the page asks again from the last id it got. */
const PAGE = 100;

const toWire = (m: ChatRow): ChatMessage => ({
  id: m.id,
  from: m.from,
  content: m.content,
  created_at: m.createdAt.toISOString(),
});

async function chatUser(deps: AppDeps, userId: number): Promise<ChatUserRow> {
  const user = await findChatUser(deps.database.db, userId);
  // A session may outlive its account: that buyer is simply signed out.
  if (!user) throw notSignedIn();
  if (!user.is_can_chat) throw forbidden('您的账号暂未开通在线客服，请联系客户经理');
  return user;
}

/** The signed-in buyer's own conversation; nothing in the request can name another one. */
export async function listChat(deps: AppDeps, userId: number, afterId?: number): Promise<ChatListResponse> {
  await chatUser(deps, userId);
  const db = deps.database.db;
  const rows =
    afterId === undefined ? await listLatest(db, userId, PAGE) : await listAfter(db, userId, afterId, PAGE);
  return { list: rows.map(toWire) };
}

/**
 * Stores the buyer's message and, while no agent has answered yet, the greeting naming their
 * account manager and working hours. Every attempt counts against the limit, so neither flooding
 * nor guessing tokens is free.
 */
export async function sendChat(deps: AppDeps, userId: number, body: ChatSendBody): Promise<ChatListResponse> {
  const hit = await deps.limiter.hit(chatLimitKey(userId), CHAT_SEND_LIMIT.limit, CHAT_SEND_LIMIT.windowMs);
  if (!hit.allowed) throw tooMany('发送过于频繁，请稍后再试');
  if (!verifyChatToken(deps.config.SESSION_SECRET, userId, body.token)) {
    throw forbidden('客服凭证已失效，请刷新页面后重试');
  }
  const user = await chatUser(deps, userId);
  const rows = await deps.database.db.transaction(async (tx) => {
    await lockConversation(tx, userId);
    const greet = !(await hasAgentMessage(tx, userId));
    const buyer = await insertMessages(tx, [{ userId, from: 'buyer', content: body.content }]);
    const agent = greet
      ? await insertMessages(tx, [{ userId, from: 'agent', content: greetingFor(user) }])
      : [];
    return [...buyer, ...agent];
  });
  signalWork('chats_waiting');
  return { list: rows.map(toWire) };
}
