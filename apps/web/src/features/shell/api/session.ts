import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { baseInfoKey } from './baseInfo';

/**
 * The session itself is an httpOnly cookie the page cannot read; this flag only remembers that the
 * buyer signed in here, so other tabs and later visits can tell before base info arrives.
 */
export const LOGIN_FLAG = 'ky_login';
export const REMEMBER_KEY = 'ky_remember_username';

export interface LoginForm {
  username: string;
  password: string;
  /** After repeated failures the server asks a question (data.challenge); its id and the answer. */
  captcha_id?: string;
  captcha?: string;
}

export interface LoginChallenge {
  id: string;
  question: string;
}

/** The question a refused sign-in carries, if any. */
export const challengeOf = (data: unknown): LoginChallenge | null => {
  const c = (data as { challenge?: LoginChallenge } | null)?.challenge;
  return c && typeof c.id === 'string' && typeof c.question === 'string' ? c : null;
};

/** Silent: the login page shows the server's message under the form instead of a dialog. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: LoginForm) => api.post<{ login: boolean }>('/user/login', form, { silent: true }),
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
