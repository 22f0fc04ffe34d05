import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { NotifySettings, NotifySettingsBody, NotifySettingsBodySchema } from '@shop/shared';

const key = ['user', 'notify-settings'] as const;

/** GET /api/user/notify-settings: every order and licence notice, the ones also sent by SMS, the mobile. */
export const useNotifySettings = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<NotifySettings>('/user/notify-settings', undefined, { signal }),
  });

/** PUT /api/user/notify-settings: the page shows what the server stored. */
export function useSaveNotifySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotifySettingsBody) =>
      api.put<NotifySettings, typeof NotifySettingsBodySchema>('/user/notify-settings', body),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
