import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { baseInfoKey } from '../../shell';
import { messagesKey } from './messages';
import type { MessageReadSchema } from '@shop/shared';

/** POST /api/user/messages/:id/read; the lists and the header's message count follow. */
export function useReadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<z.infer<typeof MessageReadSchema>>(`/user/messages/${id}/read`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: messagesKey }),
        client.invalidateQueries({ queryKey: baseInfoKey }),
      ]),
  });
}
