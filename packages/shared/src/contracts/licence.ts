/** 资质证照 (/zhzx/zzzj), review, and the annual purchase contract (/dzht). */
import { z } from 'zod';
import { FormBoolSchema } from './common';
import { expiryDateSchema, licenceNoSchema } from './account';
import { uploadFileSchema } from './upload';

/** Days before an expiry when every page warns and a message is sent. */
export const LICENCE_WARN_DAYS = 30;

export const LICENCE_KINDS = [
  'business_license',
  'drug_license',
  'medical_license',
  'purchase_proxy',
  'id_card',
] as const;
export const LicenceKindSchema = z.enum(LICENCE_KINDS, { error: '证照类型不正确' });
export type LicenceKind = z.infer<typeof LicenceKindSchema>;

export const CertificateSchema = z.object({
  code: z.string(),
  name: z.string(),
  number: z.string(),
  holder_name: z.string(),
  expires_on: z.string(),
  days_left: z.number().int(),
  /** ok, expiring (within LICENCE_WARN_DAYS), expired. */
  expiry_state: z.enum(['ok', 'expiring', 'expired', 'none']),
  image_url: z.string().nullable(),
  image_mime: z.string().nullable(),
  status: z.enum(['missing', 'approved', 'pending', 'rejected']),
  status_text: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const QualificationSchema = z.object({
  is_passed: z.boolean(),
  status: z.enum(['passed', 'incomplete', 'pending', 'expired']),
  status_text: z.string(),
  note: z.string(),
  company: z.object({ id: z.number().int(), name: z.string(), kind: z.string(), kind_text: z.string() }),
  certificates: z.array(CertificateSchema),
});
export type Qualification = z.infer<typeof QualificationSchema>;

/** The header's warning: the licence that expires soonest, when within 30 days or past. */
export const LicenceWarningSchema = z
  .object({ code: z.string(), name: z.string(), expires_on: z.string(), days_left: z.number().int() })
  .nullable();
export type LicenceWarning = z.infer<typeof LicenceWarningSchema>;

/** POST /api/user/zizhi/renew (multipart): a new image, number and expiry; back to review. */
export const RenewLicenceBodySchema = z.object({
  kind: LicenceKindSchema,
  number: licenceNoSchema('证照'),
  expires_on: expiryDateSchema('证照'),
  file: uploadFileSchema('请上传证照图片'),
});

/** GET /api/user/contract. */
export const ContractSchema = z.object({
  year: z.number().int(),
  signed: z.boolean(),
  title: z.string(),
  company: z.string(),
  credit_code: z.string(),
  address: z.string(),
  seller: z.string(),
  clauses: z.array(z.object({ title: z.string(), body: z.string() })),
  signer_name: z.string(),
  signed_at: z.string().nullable(),
  signed_ip: z.string(),
});
export type Contract = z.infer<typeof ContractSchema>;

export const SignContractBodySchema = z.object({
  signer_name: z
    .string({ error: '请输入法定代表人姓名' })
    .trim()
    .min(2, '请输入法定代表人姓名')
    .max(20, '法定代表人姓名过长')
    .regex(/^[\p{Script=Han}·A-Za-z ]+$/u, '法定代表人姓名格式不正确'),
  agree: FormBoolSchema.refine((v) => v, '请阅读并勾选同意合同条款'),
});
