/**
 * 在线客服 desk: conversations are looked after by one service operator (claimed from the waiting
 * list, or given by an administrator), the desk's unread messages are counted per conversation, and
 * only a person's answer takes a conversation off 待回复; the buyer's next message puts it back.
 */
import type { AdminChatThread } from '@shop/shared';
import type { Db } from '../../db/client';
import { invalid, notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { insertMessages, listLatest, lockConversation } from '../chat/chat.service';
import {
  claimIfFree,
  findChatBuyer,
  findAssignee,
  hasMessages,
  listAgents,
  listConversations,
  markRead,
  setAssignee,
  type ChatListFilter,
} from './chat-desk.repo';

/** The 待回复会话 count, for the dashboard's queue. */
export { WAITING_COUNT } from './chat-desk.repo';

export async function adminChatList(db: Db, me: number, q: ChatListFilter) {
  const { rows, total } = await listConversations(db, me, q);
  return {
    list: rows.map((r) => ({
      ...r,
      manager_name: r.manager_name ?? '',
      assignee_name: r.assignee_name ?? '',
      last_at: new Date(r.last_at).toISOString(),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

async function chatBuyer(db: Db, userId: number) {
  const u = await findChatBuyer(db, userId);
  if (!u) throw notFound('客户不存在');
  return u;
}

/**
 * The conversation as the desk shows it. Opening it marks it read for the one who looks after it
 * (or for anyone while nobody does), so another operator glancing in leaves the owner's count alone.
 */
export async function adminChatThread(db: Db, me: number, userId: number): Promise<AdminChatThread> {
  const u = await chatBuyer(db, userId);
  const who = await findAssignee(db, userId);
  if (who.assignee_id === null || who.assignee_id === me) await markRead(db, userId);
  const rows = await listLatest(db, userId, 200);
  return {
    user_id: userId,
    ...u,
    assignee: who.assignee_id === null ? null : { id: who.assignee_id, name: who.assignee_name ?? '' },
    list: rows.map((m) => ({
      id: m.id,
      from: m.from,
      content: m.content,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

/** 接待: the operator takes a conversation nobody looks after yet. */
export async function claimChat(db: Db, actor: Actor, userId: number) {
  const u = await chatBuyer(db, userId);
  if (!(await hasMessages(db, userId))) throw notFound('会话不存在');
  return db.transaction(async (tx) => {
    await lockConversation(tx, userId);
    if (!(await claimIfFree(tx, userId, actor.operatorId))) {
      const who = await findAssignee(tx, userId);
      throw refused(
        who.assignee_id === actor.operatorId ? '您已在接待该会话' : `该会话已由「${who.assignee_name}」接待`,
      );
    }
    await audit(tx, actor, {
      action: 'service.chat_claim',
      targetType: 'buyer',
      targetId: userId,
      summary: `接待客户 ${u.company}（${u.username}）的在线客服会话`,
      before: { assignee: null },
      after: { assignee: actor.operatorName },
    });
    return { id: userId };
  });
}

/** 改派: an administrator gives the conversation to another service operator. */
export async function assignChat(db: Db, actor: Actor, userId: number, operatorId: number) {
  const u = await chatBuyer(db, userId);
  if (!(await hasMessages(db, userId))) throw notFound('会话不存在');
  const agent = (await listAgents(db)).find((a) => a.id === operatorId);
  if (!agent) throw invalid('该操作员不能接待在线客服');
  return db.transaction(async (tx) => {
    await lockConversation(tx, userId);
    const before = await findAssignee(tx, userId);
    if (before.assignee_id === operatorId) throw refused(`该会话已由「${agent.name}」接待`);
    await setAssignee(tx, userId, operatorId);
    await audit(tx, actor, {
      action: 'service.chat_assign',
      targetType: 'buyer',
      targetId: userId,
      summary: `把客户 ${u.company}（${u.username}）的在线客服会话改派给 ${agent.name}`,
      before: { assignee: before.assignee_name },
      after: { assignee: agent.name },
    });
    return { id: userId };
  });
}

export const chatAgents = (db: Db) => listAgents(db);

/**
 * An agent's answer, shown in the buyer's chat at their next poll. Answering an unclaimed
 * conversation claims it; one looked after by someone else is theirs to answer.
 */
export async function adminChatReply(db: Db, actor: Actor, userId: number, content: string) {
  const u = await chatBuyer(db, userId);
  if (!u.is_can_chat) throw refused('该客户未开通在线客服');
  return db.transaction(async (tx) => {
    await lockConversation(tx, userId);
    const who = await findAssignee(tx, userId);
    if (who.assignee_id !== null && who.assignee_id !== actor.operatorId) {
      throw refused(`该会话已由「${who.assignee_name}」接待，请联系管理员改派`);
    }
    if (who.assignee_id === null) await claimIfFree(tx, userId, actor.operatorId);
    const [row] = await insertMessages(tx, [
      { userId, from: 'agent', content, operatorId: actor.operatorId },
    ]);
    if (!row) throw new Error('chat insert returned nothing');
    // Whoever answers has read what they answered.
    await markRead(tx, userId);
    await audit(tx, actor, {
      action: 'service.chat_reply',
      targetType: 'buyer',
      targetId: userId,
      summary: `在线客服回复客户 ${u.company}（${u.username}）`,
      after: { content },
    });
    return { id: row.id };
  });
}
