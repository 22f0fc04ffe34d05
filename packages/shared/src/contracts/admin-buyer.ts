/** Back-office buyers: list, detail, qualification review, account manager, wallet, sign-in unlock. */
import { z } from 'zod';
import { YuanSchema, blankToUndefined, idOrZeroParam, idParam } from './common';
import { AdminPageQuerySchema, adminPage, adminRequiredText, adminText } from './admin-common';
import { LicenceKindSchema } from './licence';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const BUYER_KINDS = [
  'pharmacy',
  'clinic',
  'hospital',
  'chain_store',
  'chain_head',
  'wholesale',
] as const;

export const AdminBuyerQuerySchema = AdminPageQuerySchema.extend({
  /** Company name, account, phone or credit code. */
  keyword: adminText('关键词', 50, false).optional(),
  /**
   * A province, city or district by its six-digit GB/T 2260 code (330200 宁波市): a code, not a name,
   * because many districts share a name (朝阳区 in 北京市 and 长春市).
   */
  region_code: optional(z.string().regex(/^\d{6}$/, '地区不正确')),
  kind: optional(z.enum(BUYER_KINDS, { error: '客户类型不正确' })),
  verified: optional(z.enum(['yes', 'no'], { error: '认证状态不正确' })),
  /** Only buyers with a licence expired or expiring within LICENCE_WARN_DAYS. */
  licence_expiring: optional(z.enum(['1'], { error: '证照筛选不正确' })),
  /** Only the customers of this 客户经理 (an 'own'-scope operator's lists are always narrowed so). */
  manager_id: z.preprocess(blankToUndefined, idOrZeroParam('客户经理不正确').optional()),
});
export type AdminBuyerQuery = z.infer<typeof AdminBuyerQuerySchema>;
/** The list's filters without paging: what 导出Excel exports. */
export const AdminBuyerFilterSchema = AdminBuyerQuerySchema.omit({ page: true, page_size: true });

export const AdminBuyerRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  kind: z.string(),
  kind_text: z.string(),
  region: z.string(),
  is_passed: z.boolean(),
  review_text: z.string(),
  manager_name: z.string(),
  balance: YuanSchema,
  points: z.number().int(),
  /** The licence that expires soonest, when any. */
  licence_expires_on: z.string().nullable(),
  licence_days_left: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminBuyerRow = z.infer<typeof AdminBuyerRowSchema>;
export const AdminBuyerListSchema = adminPage(AdminBuyerRowSchema);

const Option = z.object({ code: z.string(), name: z.string() });

export const AdminBuyerLicenceSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  name: z.string(),
  number: z.string(),
  holder_name: z.string(),
  expires_on: z.string(),
  days_left: z.number().int(),
  status: z.string(),
  status_text: z.string(),
  /** Admin URL of the uploaded image (or PDF); null when only the paper original is on file. */
  image_url: z.string().nullable(),
  image_mime: z.string().nullable(),
});
export type AdminBuyerLicence = z.infer<typeof AdminBuyerLicenceSchema>;

export const AdminBuyerDetailSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  created_at: z.string(),
  disabled: z.boolean(),
  /** 在线客服 on for this buyer (on by default; 客服 switches it per buyer). */
  can_chat: z.boolean(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.string(),
    kind_text: z.string(),
    credit_code: z.string(),
    drug_license_no: z.string(),
    region: z.string(),
    /** Six-digit GB/T 2260 codes of the company's region ('' where unknown): the region editor's value. */
    province_code: z.string(),
    city_code: z.string(),
    district_code: z.string(),
    address: z.string(),
    contact_name: z.string(),
    chain_name: z.string(),
    is_passed: z.boolean(),
    review_text: z.string(),
    note: z.string(),
    business_scope: z.array(Option),
  }),
  /** Other stores of the same chain (the head office's buyer account first). */
  stores: z.array(
    z.object({ id: z.number().int(), username: z.string(), company: z.string(), is_head: z.boolean() }),
  ),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      consignee: z.string(),
      phone: z.string(),
      address: z.string(),
      is_default: z.boolean(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number().int(),
      order_no: z.string(),
      status_text: z.string(),
      payable: YuanSchema,
      created_at: z.string(),
    }),
  ),
  orders_total: z.number().int(),
  balance: YuanSchema,
  points: z.number().int(),
  money_log: z.array(
    z.object({ at: z.string(), amount: YuanSchema, balance_after: YuanSchema, remark: z.string() }),
  ),
  points_log: z.array(
    z.object({
      at: z.string(),
      delta: z.number().int(),
      balance_after: z.number().int(),
      remark: z.string(),
    }),
  ),
  manager: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  managers: z.array(z.object({ id: z.number().int(), name: z.string(), phone: z.string() })),
  licences: z.array(AdminBuyerLicenceSchema),
  scope_options: z.array(Option),
  sign_in: z.object({ failures: z.number().int(), limited: z.boolean() }),
});
export type AdminBuyerDetail = z.infer<typeof AdminBuyerDetailSchema>;

export const AdminBuyerLicenceParamsSchema = z.object({
  id: idParam('编号不正确'),
  licence_id: idParam('证照编号不正确'),
});

const DateSchema = z.iso.date({ error: '有效期格式不正确' });

export const ApproveBuyerBodySchema = z.object({
  scope: z
    .array(z.string().trim().min(1).max(30), { error: '请选择经营范围' })
    .min(1, '请选择经营范围')
    .max(30, '经营范围过多'),
  /** Expiry dates read off the licences, per licence kind. */
  expiries: z
    .array(z.object({ kind: LicenceKindSchema, expires_on: DateSchema }))
    .max(10)
    .default([]),
});
export type ApproveBuyerBody = z.infer<typeof ApproveBuyerBodySchema>;

export const RejectBuyerBodySchema = z.object({ reason: adminRequiredText('驳回原因', 200) });

export const BuyerChatBodySchema = z.object({ enabled: z.boolean({ error: '请选择是否开通在线客服' }) });

export const AssignManagerBodySchema = z.object({ manager_id: idParam('请选择客户经理') });

export const AdjustWalletBodySchema = z.object({
  kind: z.enum(['balance', 'points'], { error: '请选择调整项目' }),
  /** Signed: yuan with up to two decimals for the balance, whole points for points. */
  amount: z
    .string({ error: '请填写调整数额' })
    .trim()
    .regex(/^-?\d{1,7}(\.\d{1,2})?$/, '调整数额格式不正确')
    .refine((s) => Number(s) !== 0, '调整数额不能为0'),
  /** The balance (yuan) or points the operator saw: if it moved meanwhile, the adjustment is refused. */
  expected: z
    .string({ error: '请刷新后重试' })
    .trim()
    .regex(/^-?\d{1,9}(\.\d{2})?$/, '请刷新后重试'),
  reason: adminRequiredText('调整原因', 100),
});
export type AdjustWalletBody = z.infer<typeof AdjustWalletBodySchema>;

const regionField = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^(\d{6})?$/, `${label}编码不正确`);

/**
 * 修改所在地区: the company's province, city and district as six-digit GB/T 2260 codes (district ''
 * for a city without districts). The server checks that they exist and nest (address/regions.ts).
 */
export const AdminCompanyRegionBodySchema = z.object({
  province_code: regionField('所在省份'),
  city_code: regionField('所在城市'),
  district_code: regionField('所在区县').default(''),
});
export type AdminCompanyRegionBody = z.infer<typeof AdminCompanyRegionBodySchema>;
