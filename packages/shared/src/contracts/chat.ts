/** The embedded customer-service chat (spec §2 right toolbar, §6 is_can_chat). */
import { z } from 'zod';
import { CHAT_MAX_LENGTH } from '../constants';
import { TextSchema, blankToUndefined, intParam, MAX_ID } from './common';

export const ChatFromSchema = z.enum(['buyer', 'agent']);
export type ChatFrom = z.infer<typeof ChatFromSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  from: ChatFromSchema,
  content: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** No after_id: the latest messages; with it, only newer ones (what a poll asks for). */
export const ChatListQuerySchema = z.object({
  after_id: z.preprocess(blankToUndefined, intParam('消息编号不正确', 0, MAX_ID).optional()),
});

export const ChatListResponseSchema = z.object({ list: z.array(ChatMessageSchema) });
export type ChatListResponse = z.infer<typeof ChatListResponseSchema>;

/** token: the chat credential of /user/base, proving the page belongs to the signed-in buyer. */
export const ChatSendSchema = z.object({
  content: TextSchema('请输入消息内容', { multiline: true })
    .trim()
    .min(1, '请输入消息内容')
    .max(CHAT_MAX_LENGTH, `消息不能超过${CHAT_MAX_LENGTH}个字`),
  token: TextSchema('客服凭证无效，请刷新页面后重试').min(1, '客服凭证无效，请刷新页面后重试').max(200),
});
export type ChatSendBody = z.infer<typeof ChatSendSchema>;
