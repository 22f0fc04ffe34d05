import { useQuery } from '@tanstack/react-query';
import type {
  AdminChatAgent,
  AdminChatAssignSchema,
  AdminChatUnread,
  AdminBulkReplyBodySchema,
  AdminBulkResult,
  AdminChatCustomer,
  AdminChatRow,
  AdminChatThread,
  AdminFeedbackRow,
  AdminWantedRow,
  AdminChatQuerySchema,
  AdminFeedbackQuerySchema,
  AdminWantedQuerySchema,
  AdminChatReplySchema,
  AdminReplyBodySchema,
  AdminWantedAnswerSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

type Page<T> = { list: T[]; total: number };
export const fetchChats = (params: Record<string, unknown>) =>
  api.get<Page<AdminChatRow>, typeof AdminChatQuerySchema>('/service/chats', params);
/** The open conversation, asked again every few seconds so new buyer messages show up. */
export const useChatThread = (userId: number | null) =>
  useQuery({
    queryKey: ['admin', 'chat', userId],
    queryFn: () => api.get<AdminChatThread>(`/service/chats/${userId}`),
    enabled: userId !== null,
    refetchInterval: 5_000,
  });
export const sendChat = (userId: number, content: string) =>
  api.post<unknown, typeof AdminChatReplySchema>(`/service/chats/${userId}`, { content });
export const claimChat = (userId: number) => api.post(`/service/chats/${userId}/claim`);
export const assignChat = (userId: number, operatorId: number) =>
  api.post<unknown, typeof AdminChatAssignSchema>(`/service/chats/${userId}/assign`, {
    operator_id: operatorId,
  });

/** Who may take a conversation over (改派); asked only by an operator allowed to reassign. */
export const useChatAgents = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'chat-agents'],
    queryFn: () => api.get<AdminChatAgent[]>('/service/chat-agents'),
    enabled,
    staleTime: 60_000,
  });

export const CHAT_UNREAD_KEY = ['admin', 'chat-unread'] as const;
/**
 * Unread buyer messages in the operator's own and unclaimed conversations (menu badge, bell). It is
 * refreshed when the bell hears a buyer write and after the desk opens or answers a conversation.
 */
export const useChatUnread = (enabled: boolean) =>
  useQuery({
    queryKey: CHAT_UNREAD_KEY,
    queryFn: () => api.get<AdminChatUnread>('/service/chats/unread', undefined, { silent: true }),
    enabled,
  });

export const fetchFeedback = (params: Record<string, unknown>) =>
  api.get<Page<AdminFeedbackRow>, typeof AdminFeedbackQuerySchema>('/service/feedback', params);
export const replyFeedback = (id: number, reply: string) =>
  api.post<unknown, typeof AdminReplyBodySchema>(`/service/feedback/${id}/reply`, { reply });

export const fetchWanted = (params: Record<string, unknown>) =>
  api.get<Page<AdminWantedRow>, typeof AdminWantedQuerySchema>('/service/wanted', params);
export const answerWanted = (id: number, body: { reply: string; goods_id?: number | undefined }) =>
  api.post<unknown, typeof AdminWantedAnswerSchema>(`/service/wanted/${id}/answer`, body);

export const useChatCustomer = (userId: number | null) =>
  useQuery({
    queryKey: ['admin', 'chat-customer', userId],
    queryFn: () => api.get<AdminChatCustomer>(`/service/chats/${userId}/customer`),
    enabled: userId !== null,
  });

/** 批量回复: one reply to each chosen feedback or wanted request; refused rows come back named. */
export const bulkReply = (what: 'feedback' | 'wanted', ids: number[], reply: string) =>
  api.post<AdminBulkResult, typeof AdminBulkReplyBodySchema>(`/service/${what}/bulk-reply`, { ids, reply });
