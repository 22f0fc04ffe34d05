import type { ChatSendSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatListResponse } from '@shop/shared';
import { api } from '../../../lib/api';
import { addToChat } from './chatMessages';

/**
 * POST /api/chat/messages with the chat token of base info. Not silent: the shared catalogue shows
 * 422 (empty/too long), 429 (too fast) and sends a signed-out buyer to the login page.
 */
export function useSendChat(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post<ChatListResponse, typeof ChatSendSchema>(
        '/chat/messages',
        { content, token },
        { keepPrevious: true },
      ),
    onSuccess: (res) => addToChat(client, res.list),
  });
}
