import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  FeedbackPageSchema,
  SelfServicePageQuerySchema,
  Wanted,
  WantedPageSchema,
  FeedbackBodySchema,
  WantedBodySchema,
  FeedbackIdSchema,
  WantedIdSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

export type FeedbackPage = z.infer<typeof FeedbackPageSchema>;
export type WantedPage = z.infer<typeof WantedPageSchema>;

export function useFeedbackList(page: number) {
  return useQuery({
    queryKey: ['user', 'feedback', page],
    queryFn: ({ signal }) =>
      api.get<FeedbackPage, typeof SelfServicePageQuerySchema>(
        '/user/feedback',
        { page, page_size: 10 },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/user/feedback (spec §7). */
export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof FeedbackBodySchema>) =>
      api.post<z.infer<typeof FeedbackIdSchema>, typeof FeedbackBodySchema>('/user/feedback', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user', 'feedback'] }),
  });
}

export function useWantedList(page: number) {
  return useQuery({
    queryKey: ['user', 'wanted', page],
    queryFn: ({ signal }) =>
      api.get<WantedPage, typeof SelfServicePageQuerySchema>(
        '/user/wanted',
        { page, page_size: 10 },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useWanted(id: number) {
  return useQuery({
    queryKey: ['user', 'wanted', 'item', id],
    queryFn: ({ signal }) => api.get<Wanted>(`/user/wanted/${id}`, undefined, { signal }),
    enabled: id > 0,
  });
}

export function useAddWanted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof WantedBodySchema>) =>
      api.post<z.infer<typeof WantedIdSchema>, typeof WantedBodySchema>('/user/wanted', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user', 'wanted'] }),
  });
}
