import type { ChatListQuerySchema } from '@shop/shared';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatListResponse, ChatMessage } from '@shop/shared';
import { CHAT_POLL_MS } from '@shop/shared/constants';
import { api } from '../../../lib/api';

export const chatKey = ['chat', 'messages'] as const;

/** Adds messages the page does not have yet, keeping id order (a poll and a send may overlap). */
export function mergeMessages(have: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(have.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function addToChat(client: QueryClient, incoming: ChatMessage[]): void {
  client.setQueryData<ChatMessage[]>(chatKey, (have = []) => mergeMessages(have, incoming));
}

/**
 * The conversation while the drawer is open: the latest messages first, then every 3 s only those
 * after the last id held. Silent, so a poll that fails (network blip) does not toast every 3 s;
 * the drawer shows the error instead.
 */
export function useChatMessages(open: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKey,
    enabled: open,
    refetchInterval: open ? CHAT_POLL_MS : false,
    queryFn: async ({ signal }) => {
      const have = client.getQueryData<ChatMessage[]>(chatKey) ?? [];
      const last = have.at(-1)?.id;
      const res = await api.get<ChatListResponse, typeof ChatListQuerySchema>(
        '/chat/messages',
        last === undefined ? undefined : { after_id: last },
        { silent: true, signal },
      );
      return mergeMessages(have, res.list);
    },
  });
}
