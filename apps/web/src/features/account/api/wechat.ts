import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  WechatBinding,
  WechatBindResultSchema,
  WechatConfirmResultSchema,
  WechatQrSchema,
  WechatScanState,
  WechatQrBodySchema,
  WechatConfirmBodySchema,
  WechatBindAccountBodySchema,
  WechatSceneBodySchema,
} from '@shop/shared';
import { api } from '../../../lib/api';
import { baseInfoKey } from '../../shell';
import { rememberSignIn } from '../../shell';

type Qr = z.infer<typeof WechatQrSchema>;
type BindResult = z.infer<typeof WechatBindResultSchema>;

/** POST /api/wechat/qr: a fresh code per `round` (the 刷新 button bumps it). */
export const useWechatQr = (purpose: 'login' | 'bind', round: number) =>
  useQuery({
    queryKey: ['wechat', 'qr', purpose, round],
    queryFn: () => api.post<Qr, typeof WechatQrBodySchema>('/wechat/qr', { purpose }, { silent: true }),
    staleTime: Infinity,
    gcTime: 0,
  });

const FINAL = new Set(['signed_in', 'bound', 'conflict', 'expired', 'unbound']);

/** GET /api/wechat/qr/:scene every 1.5 s until the phone has answered. */
export const useScanState = (scene: string | undefined) =>
  useQuery({
    queryKey: ['wechat', 'scan', scene],
    queryFn: ({ signal }) =>
      api.get<WechatScanState>(`/wechat/qr/${scene ?? ''}`, undefined, { signal, silent: true }),
    enabled: Boolean(scene),
    refetchInterval: (q) => (q.state.data && FINAL.has(q.state.data.status) ? false : 1500),
    gcTime: 0,
  });

/** The sandbox phone's confirmation. */
export const useSandboxConfirm = () =>
  useMutation({
    mutationFn: (v: { scene: string; openid: string; nickname: string }) =>
      api.post<z.infer<typeof WechatConfirmResultSchema>, typeof WechatConfirmBodySchema>(
        '/wechat/sandbox/confirm',
        v,
        { silent: true },
      ),
  });

/** Signed in now (by QR, or by binding with a password): the header reads the new account. */
export const useSignedIn = () => {
  const client = useQueryClient();
  return async () => {
    rememberSignIn();
    await client.invalidateQueries({ queryKey: baseInfoKey });
  };
};

export const useBindAccount = () =>
  useMutation({
    mutationFn: (v: { scene: string; username: string; password: string }) =>
      api.post<BindResult, typeof WechatBindAccountBodySchema>('/wechat/bind_account', v, { silent: true }),
  });

/** After registering from an unbound scan: that WeChat is bound to the new account. */
export const bindScene = (scene: string) =>
  api.post<BindResult, typeof WechatSceneBodySchema>('/wechat/bind_scene', { scene }, { silent: true });

export const wechatKey = ['user', 'wechat'] as const;
export const useWechatBinding = () =>
  useQuery({
    queryKey: wechatKey,
    queryFn: ({ signal }) => api.get<WechatBinding>('/user/wechat', undefined, { signal }),
  });

export const useUnbindWechat = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<WechatBinding>('/user/unbind_wechat'),
    onSuccess: (data) => client.setQueryData(wechatKey, data),
  });
};
