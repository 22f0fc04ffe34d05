import { z } from 'zod';

export const signInBody = z.object({
  username: z
    .string({ error: '请输入用户名或手机号' })
    .trim()
    .min(1, '请输入用户名或手机号')
    .max(50, '用户名或手机号过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
});
export type SignInBody = z.infer<typeof signInBody>;
