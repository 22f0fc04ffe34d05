import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignInBodySchema, SignInResultSchema } from '@shop/shared';
import { api } from '../../../lib/api';
import { forgetSignIn, rememberSignIn } from '../signInHint';
import { baseInfoKey } from './baseInfo';

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
      rememberSignIn();
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
      forgetSignIn();
      reload();
    } catch {
      setLoading(false);
    }
  };
  return { logout, loading };
}
