import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignInBodySchema, SignInResultSchema } from '@shop/shared';
import { api } from '../../../lib/api';
import { baseInfoKey } from './baseInfo';

/**
 * The session itself is an httpOnly cookie the page cannot read; this flag only remembers that the
 * buyer signed in here, so other tabs and later visits can tell before base info arrives.
 */
export const LOGIN_FLAG = 'ky_login';
export const REMEMBER_KEY = 'ky_remember_username';

/** After repeated failures the server asks a question (data.challenge); its id and the answer. */
export type LoginForm = z.input<typeof SignInBodySchema>;

/** Silent: the login page shows the server's message under the form instead of a dialog. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: LoginForm) =>
      api.post<z.infer<typeof SignInResultSchema>, typeof SignInBodySchema>('/user/login', form, {
        silent: true,
      }),
    onSuccess: async () => {
      localStorage.setItem(LOGIN_FLAG, '1');
      await client.invalidateQueries({ queryKey: baseInfoKey });
    },
  });
}

/**
 * Spec §4/§8: logout clears the login flag and reloads; a failure goes through the shared handler
 * (not silent) and the button's loading flag resets so the buyer can try again.
 */
export function useLogout(reload: () => void = () => window.location.reload()) {
  const [loading, setLoading] = useState(false);
  const logout = async () => {
    setLoading(true);
    try {
      await api.delete<null>('/user/logout');
      localStorage.removeItem(LOGIN_FLAG);
      reload();
    } catch {
      setLoading(false);
    }
  };
  return { logout, loading };
}
