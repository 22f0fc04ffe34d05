import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { landOn } from './landing';
import type { z } from 'zod';
import type {
  AddStoreResultSchema,
  StoreList,
  SwitchStoreResultSchema,
  SwitchStoreBodySchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

export const storesKey = ['user', 'stores'] as const;

/** GET /api/user/stores: the chain of the signed-in account and its stores (asked only when enabled). */
export const useStoresQuery = (enabled = true) =>
  useQuery({
    queryKey: storesKey,
    enabled,
    queryFn: ({ signal }) => api.get<StoreList>('/user/stores', undefined, { signal }),
  });

/** POST /api/user/stores (multipart): silent, the form shows the refusal where it was typed. */
export const useAddStore = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.post<z.infer<typeof AddStoreResultSchema>>('/user/stores', form, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: storesKey }),
  });
};

/** POST /api/user/switch_store, then `landing` loaded afresh as the new account (see landing.ts). */
export const useSwitchStore = () =>
  useMutation({
    mutationFn: ({ userId }: { userId: number; landing: string }) =>
      api.post<z.infer<typeof SwitchStoreResultSchema>, typeof SwitchStoreBodySchema>('/user/switch_store', {
        user_id: userId,
      }),
    onSuccess: (_result, { landing }) => landOn(landing),
  });
