/** Back office: prices of a goods and the cart preview (/api/admin/goods/:id/prices, /api/admin/prices/preview). */
import { z } from 'zod';
import { YuanSchema, idParam } from './common';
import { formInt, formYuan } from './admin-forms';
import { optionalRegionCodeField, regionCodeField } from '../regions/province-field';

export const COMPANY_KINDS = {
  pharmacy: '单体药店',
  clinic: '诊所',
  hospital: '医院',
  chain_store: '连锁门店',
} as const;
const kind = z.enum(['', 'pharmacy', 'clinic', 'hospital', 'chain_store'], { error: '客户类型不正确' });

const ladder = z.object({ number: formInt('阶梯数量', 1, 1_000_000), price: formYuan('阶梯价') });
/**
 * One 客户价 rule: for one company (指定客户, company_id; kind and province then ''), or for a kind
 * and/or a province (a GB/T 2260 code; a name is turned into its code).
 */
const customerPrice = z
  .object({
    company_id: z.coerce.number().int().positive('指定客户不正确').nullish().default(null),
    company_kind: kind.default(''),
    province: optionalRegionCodeField('客户价地区'),
    price: formYuan('客户价'),
  })
  .refine((c) => c.company_id === null || (c.company_kind === '' && c.province === ''), {
    message: '指定客户价不再限定客户类型或地区',
    path: ['company_id'],
  });

/** 控销规则: a buyer qualifies through any one list (company province, company kind, account manager). */
export const ControlInputSchema = z.object({
  provinces: z.array(regionCodeField('控销地区')).max(40).default([]),
  company_kinds: z
    .array(kind.exclude(['']))
    .max(4)
    .default([]),
  account_manager_ids: z.array(idParam('客户经理不正确')).max(100).default([]),
  note: z.string().trim().max(60, '控销说明不能超过60个字').default(''),
});
export type ControlInput = z.output<typeof ControlInputSchema>;

export const AdminPriceInputSchema = z
  .object({
    base_price: formYuan('供货价'),
    retail_price: formYuan('建议零售价'),
    /** 1: "≤N件" each tier is a ceiling; 2: "满N件" each tier is a floor (spec §4). */
    ladder_price_type: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)], { error: '阶梯类型不正确' })),
    ladders: z.array(ladder).max(10, '最多10档阶梯价').default([]),
    customer_prices: z.array(customerPrice).max(50, '最多50条客户价').default([]),
    /** 控销: only the buyers the rule names may see and buy. */
    is_controlled: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()),
    control: ControlInputSchema.optional(),
  })
  .refine((v) => new Set(v.ladders.map((l) => l.number)).size === v.ladders.length, {
    message: '阶梯数量不能重复',
    path: ['ladders'],
  })
  .refine((v) => v.ladders.every((l) => l.price <= v.base_price), {
    message: '阶梯价不能高于供货价',
    path: ['ladders'],
  })
  .refine(
    (v) => {
      const sorted = [...v.ladders].sort((a, b) => a.number - b.number);
      // 满N件: more units never cost more per unit; ≤N件: the smaller ceiling is the dearer tier.
      return sorted.every(
        (l, i) =>
          i === 0 ||
          (v.ladder_price_type === 2 ? l.price <= sorted[i - 1]!.price : l.price >= sorted[i - 1]!.price),
      );
    },
    { message: '阶梯价须随数量增加而不升高', path: ['ladders'] },
  )
  .refine(
    (v) =>
      !v.is_controlled ||
      !v.control ||
      v.control.provinces.length + v.control.company_kinds.length + v.control.account_manager_ids.length > 0,
    { message: '控销商品须至少指定一个可购地区、客户类型或客户经理', path: ['control'] },
  )
  .refine((v) => v.retail_price >= v.base_price, {
    message: '建议零售价不能低于供货价',
    path: ['retail_price'],
  })
  .refine(
    (v) =>
      new Set(v.customer_prices.map((c) => `${c.company_id ?? ''}|${c.company_kind}|${c.province}`)).size ===
      v.customer_prices.length,
    { message: '客户价规则重复：同一客户、客户类型与地区只能设一个价', path: ['customer_prices'] },
  )
  .refine((v) => v.customer_prices.every((c) => c.price <= v.retail_price), {
    message: '客户价不能高于建议零售价',
    path: ['customer_prices'],
  });
export type AdminPriceInput = z.input<typeof AdminPriceInputSchema>;

export const AdminPriceSchema = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  bzdw: z.string(),
  mid_pack: z.number().int(),
  min_qty: z.number().int(),
  base_price: YuanSchema,
  retail_price: YuanSchema,
  ladder_price_type: z.number().int(),
  ladders: z.array(z.object({ number: z.number().int(), price: YuanSchema })),
  customer_prices: z.array(
    z.object({
      company_id: z.number().int().nullable(),
      /** The named company's name, for display. */
      company_name: z.string().nullable(),
      company_kind: z.string(),
      province: z.string(),
      price: YuanSchema,
    }),
  ),
  is_controlled: z.boolean(),
  control: z.object({
    provinces: z.array(z.string()),
    company_kinds: z.array(z.string()),
    account_manager_ids: z.array(z.number().int()),
    note: z.string(),
  }),
});
export type AdminPrice = z.infer<typeof AdminPriceSchema>;

export const AdminPricePreviewSchema = z.object({
  goods_id: idParam('请选择商品'),
  number: formInt('数量', 1, 1_000_000),
});

/** What the engine in packages/shared makes of that sample cart. */
export const AdminPricePreviewResultSchema = z.object({
  unit_price: YuanSchema,
  total: YuanSchema,
  saved: YuanSchema,
  lines: z.array(
    z.object({ goods_id: z.number().int(), number: z.number().int(), price: YuanSchema, amount: YuanSchema }),
  ),
  manjian: YuanSchema,
  notes: z.array(z.string()),
});
