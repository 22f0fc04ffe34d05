/** Registration, SMS codes and password reset (spec §2 /register, /forget; §7 User). */
import { z } from 'zod';
import { blankToUndefined } from './common';
import { mobileSchema } from '../validation/contact';
import { isCreditCode } from '../validation/credit-code';
import { SCOPE_LABELS } from '../rules/purchase-eligibility';
import { isResidentIdNo } from './id-card';
import { uploadFileSchema } from './upload';

/** SMS code rules; the server enforces them, the pages say them. */
export const SMS = {
  codeLength: 6,
  ttlSeconds: 600,
  resendSeconds: 60,
  perPhonePerDay: 10,
  perIpPerHour: 30,
  maxWrongTries: 5,
} as const;

export const SMS_PURPOSES = ['register', 'reset', 'phone'] as const;
export const SmsPurposeSchema = z.enum(SMS_PURPOSES, { error: '验证码用途不正确' });
export type SmsPurpose = z.infer<typeof SmsPurposeSchema>;

export const CreateCodeBodySchema = z.object({
  phone: mobileSchema,
  type: SmsPurposeSchema.default('register'),
});
export const CreateCodeResultSchema = z.object({
  resend_in: z.number().int(),
  expires_in: z.number().int(),
});

export const smsCodeSchema = z
  .string({ error: '请输入短信验证码' })
  .trim()
  .min(1, '请输入短信验证码')
  .regex(/^\d{6}$/, '短信验证码为6位数字');

export const VerifyCodeBodySchema = z.object({
  phone: mobileSchema,
  code: smsCodeSchema,
  type: z.enum(['register', 'reset'], { error: '验证码用途不正确' }),
});
export const VerifyCodeResultSchema = z.object({ phone: z.string(), expires_in: z.number().int() });

export const PhoneParamsSchema = z.object({ phone: mobileSchema });
export const PhoneRegisteredSchema = z.object({ registered: z.boolean() });

/** Passwords everybody tries first; refused even though they mix letters and digits. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwerty123',
  'qwe123456',
  'qweasd123',
  'abc12345',
  'abc123456',
  'abcd1234',
  'a1234567',
  'a12345678',
  'a123456789',
  'aa123456',
  'aa12345678',
  'admin123',
  'admin888',
  'admin1234',
  '1234qwer',
  '1qaz2wsx',
  'zxcvbnm1',
  'iloveyou1',
  'woaini1314',
  'woaini520',
  '12345678a',
  '123456789a',
  '123456abc',
  '123abc456',
  'test1234',
  'welcome1',
  'asdf1234',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'demo1234',
]);

export const usernameSchema = z
  .string({ error: '请输入用户名' })
  .trim()
  .min(1, '请输入用户名')
  .regex(/^[A-Za-z0-9_]{4,20}$/, '用户名为4-20位字母、数字或下划线');

export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .min(8, '密码至少8位')
  .max(32, '密码最多32位')
  .regex(/[A-Za-z]/, '密码须同时包含字母和数字')
  .regex(/\d/, '密码须同时包含字母和数字')
  .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), '密码过于常见，请换一个');

/** The same password twice, and never the username itself. */
export const withPasswordChecks = <
  T extends z.ZodType<{ password: string; password_confirmation: string; username?: string }>,
>(
  schema: T,
) =>
  schema
    .refine((v) => v.password === v.password_confirmation, {
      message: '两次输入的密码不一致',
      path: ['password_confirmation'],
    })
    .refine((v) => !v.username || v.password.toLowerCase() !== v.username.toLowerCase(), {
      message: '密码不能与用户名相同',
      path: ['password'],
    });

/** 单体药店, 连锁药店 (head office), 诊所, 医院, 批发企业. */
export const BUSINESS_KINDS = ['pharmacy', 'chain_head', 'clinic', 'hospital', 'wholesale'] as const;
export const BusinessKindSchema = z.enum(BUSINESS_KINDS, { error: '请选择企业类型' });
export type BusinessKind = z.infer<typeof BusinessKindSchema>;
export const BUSINESS_KIND_TEXT: Record<string, string> = {
  pharmacy: '单体药店',
  chain_head: '连锁药店',
  chain_store: '连锁门店',
  clinic: '诊所',
  hospital: '医院',
  wholesale: '批发企业',
};
/** Clinics and hospitals hold a 医疗机构执业许可证 where others hold a 药品经营许可证. */
export const isMedicalKind = (kind: string): boolean => kind === 'clinic' || kind === 'hospital';

export const Step2Schema = withPasswordChecks(
  z.object({
    username: usernameSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: '请再次输入密码' }).min(1, '请再次输入密码'),
    kind: BusinessKindSchema,
  }),
);
export const Step2ResultSchema = z.object({ username: z.string(), available: z.literal(true) });

/** 经营范围 a buyer may ask for: the scopes goods carry; 控销 is opened by the account manager. */
export const REGISTRABLE_SCOPES = Object.keys(SCOPE_LABELS).filter((s) => s !== 'controlled');

const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** A licence's expiry: a real date, not past, within 30 years. */
export const expiryDateSchema = (label: string) =>
  z
    .string({ error: `请选择${label}有效期` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `请选择${label}有效期`)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      `${label}有效期不正确`,
    )
    .refine((d) => Date.parse(`${d}T23:59:59+08:00`) >= Date.now(), `${label}已过期，请上传有效证照`)
    .refine((d) => Date.parse(`${d}T00:00:00Z`) < Date.now() + 30 * 366 * 86_400_000, `${label}有效期不正确`);

export const licenceNoSchema = (label: string) =>
  z
    .string({ error: `请输入${label}编号` })
    .trim()
    .min(1, `请输入${label}编号`)
    .regex(/^[\p{Script=Han}A-Za-z0-9()（）-]{4,40}$/u, `${label}编号格式不正确`);

export const creditCodeSchema = z
  .string({ error: '请输入统一社会信用代码' })
  .trim()
  .toUpperCase()
  .min(1, '请输入统一社会信用代码')
  .length(18, '统一社会信用代码为18位')
  .refine(isCreditCode, '统一社会信用代码校验位不正确，请核对');

export const idCardSchema = z
  .string({ error: '请输入采购人身份证号' })
  .trim()
  .toUpperCase()
  .min(1, '请输入采购人身份证号')
  .refine(isResidentIdNo, '采购人身份证号不正确');

const scopeListSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z
    .array(
      z.string().refine((s) => REGISTRABLE_SCOPES.includes(s), '经营范围不正确'),
      { error: '请选择经营范围' },
    )
    .min(1, '请选择经营范围')
    .max(REGISTRABLE_SCOPES.length, '经营范围不正确'),
);

const regionCode = (len: number, msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .regex(new RegExp(`^\\d{${len}}$`), msg);

/** Step 3: the company, its address and contact, its licences with their files, its scope. */
export const CompanyFieldsSchema = z.object({
  company: text('请输入企业名称', 60, '企业名称过长').pipe(z.string().min(4, '企业名称至少4个字')),
  credit_code: creditCodeSchema,
  province_code: regionCode(2, '请选择所在地区'),
  city_code: regionCode(4, '请选择所在地区'),
  district_code: regionCode(6, '请选择所在地区'),
  address: text('请输入详细地址', 120, '详细地址过长').pipe(z.string().min(4, '详细地址至少4个字')),
  contact_name: text('请输入联系人', 20, '联系人姓名过长'),
  business_license_expires: expiryDateSchema('营业执照'),
  business_license_file: uploadFileSchema('请上传营业执照'),
  drug_license_no: licenceNoSchema('许可证'),
  drug_license_expires: expiryDateSchema('许可证'),
  drug_license_file: uploadFileSchema('请上传药品经营许可证或医疗机构执业许可证'),
  purchaser_name: text('请输入采购人姓名', 20, '采购人姓名过长'),
  purchaser_id_no: idCardSchema,
  proxy_expires: expiryDateSchema('采购委托书'),
  proxy_file: uploadFileSchema('请上传采购委托书'),
  id_card_file: uploadFileSchema('请上传采购人身份证'),
  business_scope: scopeListSchema,
});

/** POST /api/user/register (multipart): step 2 and step 3 together; step 1's phone is in the ticket cookie. */
export const RegisterBodySchema = withPasswordChecks(
  z.object({
    username: usernameSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: '请再次输入密码' }).min(1, '请再次输入密码'),
    kind: BusinessKindSchema,
    ...CompanyFieldsSchema.shape,
  }),
);
export const RegisterResultSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  company: z.string(),
  is_passed: z.boolean(),
});

/** POST /api/user/resetPassword: the verified phone is in the reset ticket cookie. */
/**
 * Spec §7 POST /api/user/resetPassword {password}: the confirmation is the form's own check; a
 * client that still sends it has it compared.
 */
export const ResetPasswordBodySchema = z
  .object({
    password: passwordSchema,
    password_confirmation: z.preprocess(blankToUndefined, z.string().optional()),
  })
  .refine((v) => v.password_confirmation === undefined || v.password === v.password_confirmation, {
    message: '两次输入的密码不一致',
    path: ['password_confirmation'],
  });
export const ResetPasswordResultSchema = z.object({ username: z.string() });

export const UpdateUserInfoBodySchema = z.object({
  name: text('请输入联系人姓名', 20, '联系人姓名过长'),
  phone: mobileSchema,
  /** Needed only when the phone changes: the code sent to the new number. */
  code: z.preprocess((v) => (v === '' ? undefined : v), smsCodeSchema.optional()),
});
export const UpdateUserInfoResultSchema = z.object({ name: z.string(), phone: z.string() });

/** The sandbox SMS outbox (development page /dev/sms and tests). */
export const SmsOutboxQuerySchema = z.object({
  phone: z.preprocess((v) => (v === '' ? undefined : v), mobileSchema.optional()),
});
export const SmsOutboxSchema = z.object({
  list: z.array(
    z.object({ id: z.number().int(), phone: z.string(), content: z.string(), created_at: z.string() }),
  ),
});
