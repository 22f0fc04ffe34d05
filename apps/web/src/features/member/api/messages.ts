import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MessagesPage, MessagesQuerySchema } from '@shop/shared';

export const messagesKey = ['user', 'messages'] as const;

/** GET /api/user/messages: one page, newest first, with the unread count. */
export function useMessagesQuery(page: number, pageSize = 10) {
  return useQuery({
    queryKey: [...messagesKey, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<MessagesPage, typeof MessagesQuerySchema>(
        '/user/messages',
        { page, page_size: pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
