/** Operators' sign-in (password + TOTP), the session's own data, operators and roles. */
import { z } from 'zod';
import { adminPage, adminRequiredText } from './admin-common';

const password = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .min(8, '密码至少8位')
    .max(64, '密码过长')
    .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, '密码须同时包含字母和数字');

export const AdminLoginBodySchema = z.object({
  username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(50, '账号过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
  /**
   * 6-digit code of the authenticator app, or a recovery code (xxxx-xxxx). Empty only for an
   * operator who has not bound an authenticator yet (first sign-in, after a reset).
   */
  code: z.string().trim().max(20, '验证码格式不正确').default(''),
});
export type AdminLoginBody = z.infer<typeof AdminLoginBodySchema>;

export const OperatorMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** The main role's code and name (several roles: `roles`). */
  role: z.string(),
  role_name: z.string(),
  roles: z.array(z.object({ code: z.string(), name: z.string() })),
  permissions: z.array(z.string()),
  /** 'own': this operator sees only their own customers and those customers' orders. */
  data_scope: z.enum(['all', 'own']),
  /** Recovery codes left; the screen warns when few remain. */
  recovery_codes_left: z.number().int(),
  /** Until both are done the operator may only change the password and bind the authenticator. */
  must_change_password: z.boolean(),
  totp_enabled: z.boolean(),
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
  /** Every role, the main one first. */
  roles: z.array(z.string()),
  role_names: z.string(),
  account_manager_id: z.number().int().nullable(),
  account_manager_name: z.string().nullable(),
  disabled: z.boolean(),
  must_change_password: z.boolean(),
  totp_enabled: z.boolean(),
  last_login_at: z.string().nullable(),
  last_login_ip: z.string(),
  created_at: z.string(),
});
export type OperatorRow = z.infer<typeof OperatorRowSchema>;
export const OperatorListSchema = adminPage(OperatorRowSchema);

export const DataScopeSchema = z.enum(['all', 'own'], { error: '请选择数据范围' });

export const RoleSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  data_scope: DataScopeSchema,
  disabled: z.boolean(),
  /** One of the six seeded roles (cannot be removed; 超级管理员 cannot be changed). */
  builtin: z.boolean(),
  operators: z.number().int(),
});
export type Role = z.infer<typeof RoleSchema>;
export const RoleListSchema = z.object({
  list: z.array(RoleSchema),
  /** The permission catalogue for the role editor, grouped, each with its Chinese label and description. */
  groups: z.array(
    z.object({
      name: z.string(),
      permissions: z.array(z.object({ code: z.string(), name: z.string(), description: z.string() })),
    }),
  ),
  /** The 客户经理 an operator may be linked to (data scope 'own'). */
  managers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const roleList = z
  .array(z.string().trim().min(1, '请选择角色').max(20, '角色不存在'), { error: '请选择角色' })
  .min(1, '请至少选择一个角色')
  .max(10, '角色过多');
const phone = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, '请输入正确的手机号');
const managerId = z.number().int().positive('客户经理不存在').nullable();

export const OperatorCreateBodySchema = z.object({
  username: z
    .string({ error: '请输入账号' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{2,31}$/, '账号为3-32位小写字母、数字或下划线，以字母开头'),
  name: adminRequiredText('姓名', 20),
  phone: phone.default(''),
  roles: roleList,
  account_manager_id: managerId.default(null),
  password: password('初始密码'),
});
export type OperatorCreateBody = z.infer<typeof OperatorCreateBodySchema>;

/** A new operator (or a reset): they sign in with the password, then change it and bind an authenticator. */
export const OperatorCreatedSchema = z.object({ id: z.number().int(), username: z.string() });

export const OperatorUpdateBodySchema = z.object({
  name: adminRequiredText('姓名', 20).optional(),
  phone: phone.optional(),
  roles: roleList.optional(),
  account_manager_id: managerId.optional(),
  disabled: z.boolean().optional(),
});
export type OperatorUpdateBody = z.infer<typeof OperatorUpdateBodySchema>;

export const OperatorResetPasswordBodySchema = z.object({ password: password('新的初始密码') });

const permissionList = z
  .array(z.string().max(40, '权限不存在'), { error: '请至少选择一项权限' })
  .min(1, '请至少选择一项权限')
  .max(100, '权限过多');

export const RoleCreateBodySchema = z.object({
  name: adminRequiredText('角色名称', 20),
  description: z.string().trim().max(100, '说明不能超过100字').default(''),
  permissions: permissionList,
  data_scope: DataScopeSchema.default('all'),
});
export type RoleCreateBody = z.infer<typeof RoleCreateBodySchema>;

export const RoleUpdateBodySchema = z.object({
  name: adminRequiredText('角色名称', 20).optional(),
  description: z.string().trim().max(100, '说明不能超过100字').optional(),
  permissions: permissionList.optional(),
  data_scope: DataScopeSchema.optional(),
  disabled: z.boolean().optional(),
});
export type RoleUpdateBody = z.infer<typeof RoleUpdateBodySchema>;
export const RoleCodeParamsSchema = z.object({
  code: z.string().trim().min(1).max(20, '角色不存在'),
});
export const RoleCreatedSchema = z.object({ code: z.string() });

/** The operator's own account: password change and authenticator enrolment. */
export const ChangePasswordBodySchema = z.object({
  old_password: z.string({ error: '请输入当前密码' }).min(1, '请输入当前密码').max(64, '密码过长'),
  new_password: password('新密码'),
});
export const TotpSetupSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export const TotpActivateBodySchema = z.object({
  code: z
    .string({ error: '请输入动态验证码' })
    .trim()
    .regex(/^\d{6}$/, '请输入验证器上显示的6位动态码'),
});
export const TotpActivatedSchema = z.object({ recovery_codes: z.array(z.string()) });
