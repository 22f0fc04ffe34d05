import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { baseInfoKey } from '../../shell/api/baseInfo';
import { messagesKey } from './messages';

/** POST /api/user/messages/:id/read; the lists and the header's message count follow. */
export function useReadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ id: number; is_read: boolean; unread: number }>(`/user/messages/${id}/read`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: messagesKey }),
        client.invalidateQueries({ queryKey: baseInfoKey }),
      ]),
  });
}
