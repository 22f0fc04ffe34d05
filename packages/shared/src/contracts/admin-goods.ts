/** Back office: goods list, create/edit, bulk actions (/api/admin/goods). */
import { z } from 'zod';
import { adminText, adminRequiredText, AdminPageQuerySchema } from './admin-common';
import {
  APPROVAL_NO_MSG,
  BARCODE_MSG,
  DRUG_ID_CODE_MSG,
  isValidApprovalNo,
  isValidDrugIdCode,
  isValidEan13,
} from '../validation/drug-codes';
import { SCOPE_LABELS, scopeCode } from '../rules/purchase-eligibility';
import { YuanSchema, idParam } from './common';
import { formInt, formYuan } from './admin-forms';

/** Price tag labels of spec §3 (colour map in constants.ts TAG_COLORS). */
export const GOODS_TAG_NAMES = ['优', '秒', '满', '换购', '赠', '特', '新'] as const;
export const GoodsTagNameSchema = z.enum(GOODS_TAG_NAMES, { error: '标签须为 优/秒/满/换购/赠/特/新 之一' });

export const OTC_TYPES = ['', '甲类', '乙类'] as const;
/** Business-scope codes a goods may need (SCOPE_LABELS of the eligibility rule, less the buyer-only 控销 grant). */
export const GOODS_SCOPES = Object.keys(SCOPE_LABELS).filter((k) => k !== 'controlled') as [
  string,
  ...string[],
];
/** A scope code, or its Chinese name as the import template asks for it (化学药制剂 → chemical). */
export const GoodsScopeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (scopeCode(v) ?? v) : v),
  z.enum(GOODS_SCOPES, { error: '经营范围不正确，请填写中文名称，如 化学药制剂' }),
);

const bool = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean());

export const AdminGoodsQuerySchema = AdminPageQuerySchema.extend({
  keyword: adminText('关键词', 50).default(''),
  category_id: idParam('分类编号不正确').optional(),
  manufacturer_id: idParam('厂家编号不正确').optional(),
  /** on 上架 (可购买), off 下架 */
  status: z.enum(['on', 'off', '']).default(''),
  tag: z.union([GoodsTagNameSchema, z.literal('')]).default(''),
  low_stock: bool.default(false),
  /** "12,34": exactly these goods (a picker naming the goods a saved form holds). */
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, '商品编号不正确')
    .transform((v) => v.split(',').map(Number))
    .optional(),
});
export type AdminGoodsQuery = z.input<typeof AdminGoodsQuerySchema>;

export const AdminGoodsRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  sccj: z.string(),
  approval_no: z.string(),
  barcode: z.string(),
  category: z.string(),
  base_price: YuanSchema,
  retail_price: YuanSchema,
  stock: z.number().int(),
  sales: z.number().int(),
  is_buy: z.boolean(),
  is_prescription: z.boolean(),
  image: z.string(),
  tags: z.array(z.string()),
  /** 1: each tier is an upper bound (≤N件); 2: from N pieces up (满N件). */
  ladder_price_type: z.union([z.literal(1), z.literal(2)]),
  ladders: z.array(z.object({ number: z.number().int(), price: YuanSchema })),
  /** Prices per customer type and/or region (the region's name for display, '' = any). */
  customer_prices: z.array(z.object({ company_kind: z.string(), province: z.string(), price: YuanSchema })),
});
export type AdminGoodsRow = z.infer<typeof AdminGoodsRowSchema>;
export const AdminGoodsPageSchema = z.object({
  list: z.array(AdminGoodsRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

const approvalNo = z
  .string({ error: '请输入批准文号' })
  .trim()
  .max(40, APPROVAL_NO_MSG)
  .default('')
  .refine((v) => v === '' || isValidApprovalNo(v), APPROVAL_NO_MSG);
const barcode = z
  .string({ error: BARCODE_MSG })
  .trim()
  .default('')
  .refine((v) => v === '' || isValidEan13(v), BARCODE_MSG);
const drugIdCode = z
  .string({ error: DRUG_ID_CODE_MSG })
  .trim()
  .default('')
  .refine((v) => v === '' || isValidDrugIdCode(v), DRUG_ID_CODE_MSG);

/** Every drug field an operator edits; prices are edited here on create and in the price screen later. */
export const AdminGoodsInputSchema = z
  .object({
    generic_name: adminRequiredText('通用名', 60),
    trade_name: adminText('商品名', 40).default(''),
    ypgg: adminRequiredText('规格', 60),
    dosage_form: adminRequiredText('剂型', 20),
    bzdw: adminRequiredText('包装单位', 8),
    mid_pack: formInt('中包装', 1, 10_000).default(1),
    big_pack: formInt('件装', 1, 100_000).default(1),
    min_qty: formInt('起订量', 1, 100_000).default(1),
    manufacturer_id: idParam('请选择生产厂家'),
    category_id: idParam('请选择分类'),
    brand_id: idParam('品牌编号不正确').nullish(),
    approval_no: approvalNo,
    barcode,
    drug_id_code: drugIdCode,
    /** false: outside the traceability rules (devices, some TCM): no codes scanned at 复核. */
    traced: z.preprocess((v) => (v === undefined ? true : v), bool),
    is_prescription: bool.default(false),
    otc_type: z.enum(OTC_TYPES, { error: 'OTC类别须为 甲类、乙类 或空' }).default(''),
    is_ephedrine: bool.default(false),
    scope: GoodsScopeSchema.default('chemical'),
    storage: adminText('贮藏条件', 100).default(''),
    shelf_life_months: formInt('有效期（月）', 1, 120).default(24),
    indications: adminText('功能主治', 2000).default(''),
    usage: adminText('用法用量', 2000).default(''),
    /** Rich text; the server sanitises it. */
    instructions: z.string().max(50_000, '说明书过长').default(''),
    images: z.array(z.string().max(300)).max(10, '最多10张图片').default([]),
    base_price: formYuan('供货价'),
    retail_price: formYuan('建议零售价'),
    is_buy: bool.default(true),
  })
  .refine((v) => !(v.is_prescription && v.otc_type !== ''), {
    message: '处方药不能同时是OTC',
    path: ['otc_type'],
  })
  .refine((v) => v.min_qty % v.mid_pack === 0, { message: '起订量须为中包装的整数倍', path: ['min_qty'] })
  .refine((v) => v.approval_no !== '' || v.scope === 'tcm_slices', {
    message: '请输入批准文号（仅中药饮片可空）',
    path: ['approval_no'],
  });
export type AdminGoodsInput = z.input<typeof AdminGoodsInputSchema>;

export const AdminGoodsDetailSchema = z.object({
  id: z.number().int(),
  generic_name: z.string(),
  trade_name: z.string(),
  name: z.string(),
  ypgg: z.string(),
  dosage_form: z.string(),
  bzdw: z.string(),
  mid_pack: z.number().int(),
  big_pack: z.number().int(),
  min_qty: z.number().int(),
  manufacturer_id: z.number().int(),
  sccj: z.string(),
  category_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  approval_no: z.string(),
  barcode: z.string(),
  drug_id_code: z.string(),
  traced: z.boolean(),
  is_prescription: z.boolean(),
  otc_type: z.string(),
  is_ephedrine: z.boolean(),
  scope: z.string(),
  storage: z.string(),
  shelf_life_months: z.number().int(),
  indications: z.string(),
  usage: z.string(),
  instructions: z.string(),
  images: z.array(z.string()),
  base_price: YuanSchema,
  retail_price: YuanSchema,
  is_buy: z.boolean(),
  stock: z.number().int(),
  pinyin: z.string(),
  initials: z.string(),
  tags: z.array(z.string()),
});
export type AdminGoodsDetail = z.infer<typeof AdminGoodsDetailSchema>;

export const AdminGoodsIdParamsSchema = z.object({ id: idParam('商品编号不正确') });

export const AdminGoodsBulkSchema = z
  .object({
    ids: z
      .array(z.coerce.number().int('商品编号不正确').positive('商品编号不正确'), { error: '请选择商品' })
      .min(1, '请选择商品')
      .max(1000, '一次最多操作1000个商品'),
    action: z.enum(['list', 'delist', 'tag', 'untag'], { error: '操作不正确' }),
    tag: GoodsTagNameSchema.optional(),
  })
  .refine((v) => (v.action === 'tag' || v.action === 'untag' ? v.tag !== undefined : true), {
    message: '请选择标签',
    path: ['tag'],
  });
