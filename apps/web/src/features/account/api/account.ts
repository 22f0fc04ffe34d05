import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Contract,
  CreateCodeBodySchema,
  CreateCodeResultSchema,
  Qualification,
  RegisterResultSchema,
  ResetPasswordBodySchema,
  ResetPasswordResultSchema,
  SmsOutboxSchema,
  SmsPurpose,
  Step2ResultSchema,
  UpdateUserInfoBodySchema,
  UpdateUserInfoResultSchema,
  VerifyCodeBodySchema,
  VerifyCodeResultSchema,
  Step2Schema,
  SignContractBodySchema,
} from '@shop/shared';
import { api } from '../../../lib/api';
import { baseInfoKey } from '../../shell';
import { rememberSignIn } from '../../shell';

/** POST /api/user/create_code: silent, the SMS field shows the refusal (limits, taken mobile) itself. */
export const sendCode = (phone: string, type: SmsPurpose) =>
  api.post<z.infer<typeof CreateCodeResultSchema>, typeof CreateCodeBodySchema>(
    '/user/create_code',
    { phone, type },
    { silent: true },
  );

/** POST /api/user/verify_code: proves the mobile; the server keeps the proof in an httpOnly cookie. */
export const useVerifyCode = () =>
  useMutation({
    mutationFn: (v: { phone: string; code: string; type: 'register' | 'reset' }) =>
      api.post<z.infer<typeof VerifyCodeResultSchema>, typeof VerifyCodeBodySchema>('/user/verify_code', v, {
        silent: true,
      }),
  });

export const useCheckStep2 = () =>
  useMutation({
    mutationFn: (v: z.input<typeof Step2Schema>) =>
      api.post<z.infer<typeof Step2ResultSchema>, typeof Step2Schema>('/user/register/check', v, {
        silent: true,
      }),
  });

/** POST /api/user/register (multipart: fields and licence files). */
export const useRegister = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.post<z.infer<typeof RegisterResultSchema>>('/user/register', form, { silent: true }),
    onSuccess: async () => {
      rememberSignIn();
      await client.invalidateQueries({ queryKey: baseInfoKey });
    },
  });
};

export const useResetPassword = () =>
  useMutation({
    // Spec §7 sends {password}; the form has already checked the confirmation.
    mutationFn: (v: { password: string }) =>
      api.post<z.infer<typeof ResetPasswordResultSchema>, typeof ResetPasswordBodySchema>(
        '/user/resetPassword',
        { password: v.password },
        { silent: true },
      ),
  });

export const useUpdateUserInfo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { name: string; phone: string; code?: string }) =>
      api.post<z.infer<typeof UpdateUserInfoResultSchema>, typeof UpdateUserInfoBodySchema>(
        '/user/updateUserInfo',
        v,
        { silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: baseInfoKey }),
  });
};

export const contractKey = ['user', 'contract'] as const;
export const useContractQuery = () =>
  useQuery({
    queryKey: contractKey,
    queryFn: ({ signal }) => api.get<Contract>('/user/contract', undefined, { signal }),
  });

export const useSignContract = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { signer_name: string; agree: boolean }) =>
      api.post<Contract, typeof SignContractBodySchema>('/user/contract/sign', {
        signer_name: v.signer_name,
        agree: v.agree ? 1 : 0,
      }),
    onSuccess: (data) => client.setQueryData(contractKey, data),
  });
};

export const useRenewLicence = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<Qualification>('/user/zizhi/renew', form, { silent: true }),
    onSuccess: (data) => client.setQueryData(['user', 'zizhi'], data),
  });
};

export const useSmsOutbox = () =>
  useQuery({
    queryKey: ['dev', 'sms'],
    // A production start with DEV_TOOLS serves the outbox only to a signed-in operator (their cookie
    // goes to /api/admin): the open route exists only outside production.
    queryFn: ({ signal }) =>
      api
        .get<z.infer<typeof SmsOutboxSchema>>('/dev/sms_outbox', undefined, { signal, silent: true })
        .catch(() =>
          api.get<z.infer<typeof SmsOutboxSchema>>('/admin/dev/sms_outbox', undefined, {
            signal,
            silent: true,
          }),
        ),
    refetchInterval: 3000,
  });
