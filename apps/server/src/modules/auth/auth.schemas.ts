import { z } from 'zod';
import { TextSchema } from '@shop/shared';

export const signInBody = z.object({
  username: TextSchema('请输入用户名或手机号')
    .trim()
    .min(1, '请输入用户名或手机号')
    .max(50, '用户名或手机号过长'),
  password: TextSchema('请输入密码').min(1, '请输入密码').max(64, '密码过长'),
  /** The answer to the challenge the server sent after repeated failures, and its id. */
  captcha_id: TextSchema().max(200).optional(),
  captcha: TextSchema().max(10, '验证答案不正确').optional(),
});
export type SignInBody = z.infer<typeof signInBody>;
