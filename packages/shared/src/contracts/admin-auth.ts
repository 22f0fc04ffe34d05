/** Operators' sign-in (password + TOTP), the session's own data, operators and roles. */
import { z } from 'zod';
import { adminPage, adminRequiredText } from './admin-common';

export const AdminLoginBodySchema = z.object({
  username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(50, '账号过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
  /** 6-digit code of the authenticator app, or a recovery code (xxxx-xxxx). */
  code: z.string({ error: '请输入动态验证码' }).trim().min(1, '请输入动态验证码').max(20, '验证码格式不正确'),
});
export type AdminLoginBody = z.infer<typeof AdminLoginBodySchema>;

export const OperatorMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.string(),
  role_name: z.string(),
  permissions: z.array(z.string()),
  /** Recovery codes left; the screen warns when few remain. */
  recovery_codes_left: z.number().int(),
});
export type OperatorMe = z.infer<typeof OperatorMeSchema>;

export const AdminLoginResultSchema = z.object({
  me: OperatorMeSchema,
  /** True when a recovery code was spent instead of a TOTP code. */
  used_recovery_code: z.boolean(),
});

export const OperatorRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.string(),
  role_name: z.string(),
  disabled: z.boolean(),
  last_login_at: z.string().nullable(),
  last_login_ip: z.string(),
  created_at: z.string(),
});
export type OperatorRow = z.infer<typeof OperatorRowSchema>;
export const OperatorListSchema = adminPage(OperatorRowSchema);

export const RoleSchema = z.object({
  code: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  operators: z.number().int(),
});
export type Role = z.infer<typeof RoleSchema>;
export const RoleListSchema = z.object({
  list: z.array(RoleSchema),
  /** Every permission code with its Chinese label, for the role editor. */
  permissions: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const OperatorCreateBodySchema = z.object({
  username: z
    .string({ error: '请输入账号' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{2,31}$/, '账号为3-32位小写字母、数字或下划线，以字母开头'),
  name: adminRequiredText('姓名', 20),
  phone: z
    .string()
    .trim()
    .regex(/^(1\d{10})?$/, '请输入正确的手机号')
    .default(''),
  role: z.string({ error: '请选择角色' }).trim().min(1, '请选择角色').max(20, '角色不存在'),
  password: z
    .string({ error: '请输入初始密码' })
    .min(8, '密码至少8位')
    .max(64, '密码过长')
    .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, '密码须同时包含字母和数字'),
});
export type OperatorCreateBody = z.infer<typeof OperatorCreateBodySchema>;

/** What a new operator (or a reset) needs once: the TOTP secret, its otpauth URI and recovery codes. */
export const OperatorEnrolmentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  totp_secret: z.string(),
  otpauth_uri: z.string(),
  recovery_codes: z.array(z.string()),
});

export const OperatorUpdateBodySchema = z.object({
  role: z.string().trim().min(1, '请选择角色').max(20, '角色不存在').optional(),
  disabled: z.boolean().optional(),
});

export const RoleUpdateBodySchema = z.object({
  permissions: z.array(z.string().max(40)).max(100),
});
export const RoleCodeParamsSchema = z.object({
  code: z.string().trim().min(1).max(20, '角色不存在'),
});
