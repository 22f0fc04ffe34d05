/**
 * The ERP API (/api/erp/v1, Authorization: Bearer <token>): batch upserts by the ERP's codes, the
 * order feed and the shipment call. Every write answers per row; a refused row refuses the call.
 */
import { z } from 'zod';
import { TextSchema, YuanSchema } from './common';
import { formDate, formInt, formYuan } from './admin-forms';
import { OrderStatusSchema } from './enums';

export const ERP_SCOPES = {
  'goods:write': '推送商品资料',
  'stock:write': '推送批次与库存',
  'prices:write': '推送价格',
  'customers:write': '推送客户编码与授信',
  'orders:read': '拉取订单与售后',
  'orders:write': '订单发货',
} as const;
export type ErpScope = keyof typeof ERP_SCOPES;
export const ERP_SCOPE_CODES = Object.keys(ERP_SCOPES) as ErpScope[];
export const ErpScopeSchema = z.enum(ERP_SCOPE_CODES as [ErpScope, ...ErpScope[]], {
  error: '权限范围不正确',
});

/** Rows per write call: goods and prices 5,000, stock 10,000 batches, customers 5,000. */
export const ERP_LIMITS = { goods: 5000, stock: 10_000, prices: 5000, customers: 5000 } as const;

const text = (label: string, max: number, required = true) => {
  const base = TextSchema(`请填写${label}`)
    .transform((s) => s.trim())
    .pipe(z.string().max(max, `${label}不能超过${max}个字`));
  return required ? base.pipe(z.string().min(1, `请填写${label}`)) : base;
};
const code = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^[A-Za-z0-9._\-/]{1,40}$/, `${label}为1-40位字母、数字或 ._-/`);
const rows = <T extends z.ZodType>(row: T, max: number, label: string) =>
  z
    .array(row, { error: `请提供${label}` })
    .min(1, `请提供${label}`)
    .max(max, `一次最多${max}条${label}`);

export const ERP_PRESCRIPTION = {
  rx: '处方药',
  otc_a: '甲类非处方药',
  otc_b: '乙类非处方药',
  none: '其他',
} as const;

export const ErpGoodsRowSchema = z.object({
  code: code('商品编码'),
  /** 商品名 (trade name); the shop shows "商品名 通用名". */
  name: text('商品名', 60, false).default(''),
  generic_name: text('通用名', 60),
  spec: text('规格', 60),
  dosage_form: text('剂型', 20),
  /** 生产厂家: full or short name of a maker the shop knows. */
  maker: text('生产厂家', 60),
  approval_no: text('批准文号', 40, false).default(''),
  drug_id_code: z
    .string()
    .trim()
    .regex(/^(\d{7})?$/, '药品标识码为7位数字')
    .default(''),
  /** 末级分类名称, or the full path 西药/抗感染药/青霉素类 when names repeat. */
  category: text('分类', 100),
  /** 经营范围 code, e.g. chemical, tcm_slices, device_2. */
  scope: text('经营范围', 30),
  unit: text('包装单位', 10),
  barcode: z
    .string()
    .trim()
    .regex(/^(\d{8}|\d{12,14})?$/, '条形码为8位或12-14位数字')
    .default(''),
  prescription: z.enum(['rx', 'otc_a', 'otc_b', 'none'], { error: '处方类别为 rx、otc_a、otc_b 或 none' }),
  on_shelf: z.boolean({ error: '上架须为 true 或 false' }),
  /** Required for a goods the shop does not have yet: a new goods is never sold at 0. */
  base_price: formYuan('供货价').optional(),
  retail_price: formYuan('建议零售价').optional(),
});
export type ErpGoodsRow = z.output<typeof ErpGoodsRowSchema>;
export const ErpGoodsBodySchema = z.object({ goods: rows(ErpGoodsRowSchema, ERP_LIMITS.goods, '商品') });

export const ErpStockRowSchema = z
  .object({
    goods_code: code('商品编码'),
    batch_no: code('批号'),
    produced_on: formDate('生产日期'),
    expires_on: formDate('有效期至'),
    /** The batch's saleable quantity now (absolute, not a delta). */
    quantity: formInt('库存数量', 0, 10_000_000),
    report_url: z
      .string()
      .trim()
      .max(300, '药检报告链接过长')
      .regex(/^(https?:\/\/\S+)?$/i, '药检报告链接须以 http:// 或 https:// 开头')
      .default(''),
  })
  .refine((r) => r.expires_on > r.produced_on, { message: '有效期须晚于生产日期', path: ['expires_on'] });
export type ErpStockRow = z.output<typeof ErpStockRowSchema>;
export const ErpStockBodySchema = z.object({ stock: rows(ErpStockRowSchema, ERP_LIMITS.stock, '批次') });

const ErpCustomerPriceSchema = z.object({
  /** 指定客户价: the buyer's 统一社会信用代码 (kind and province then empty). */
  credit_code: z.string().trim().max(18).default(''),
  company_kind: z
    .enum(['', 'pharmacy', 'clinic', 'hospital', 'chain_store'], { error: '客户类型不正确' })
    .default(''),
  /** GB/T 2260 code of a province, city or district (330000, 330100, 330106), '' for every region. */
  province: z.string().trim().max(6).default(''),
  price: z.union([z.string(), z.number()], { error: '请填写客户价' }),
});
export const ErpPriceRowSchema = z.object({
  goods_code: code('商品编码'),
  base_price: z.union([z.string(), z.number()], { error: '请填写供货价' }),
  retail_price: z.union([z.string(), z.number()], { error: '请填写建议零售价' }),
  ladder_price_type: z.union([z.literal(1), z.literal(2)], { error: '阶梯类型为 1 或 2' }).default(2),
  ladders: z
    .array(z.object({ number: z.number().int(), price: z.union([z.string(), z.number()]) }))
    .max(10, '最多10档阶梯价')
    .default([]),
  customer_prices: z.array(ErpCustomerPriceSchema).max(50, '最多50条客户价').default([]),
});
export type ErpPriceRow = z.output<typeof ErpPriceRowSchema>;
export const ErpPricesBodySchema = z.object({ prices: rows(ErpPriceRowSchema, ERP_LIMITS.prices, '价格') });

export const ErpCustomerRowSchema = z.object({
  credit_code: z
    .string({ error: '请填写统一社会信用代码' })
    .trim()
    .regex(/^[0-9A-Z]{18}$/, '统一社会信用代码为18位数字或大写字母'),
  erp_code: code('客户编码'),
  credit_limit: formYuan('授信额度'),
  term_days: formInt('账期天数', 1, 365),
  /** 客户经理 by name; '' leaves the buyer's manager as it is. */
  account_manager: text('客户经理', 20, false).default(''),
});
export type ErpCustomerRow = z.output<typeof ErpCustomerRowSchema>;
export const ErpCustomersBodySchema = z.object({
  customers: rows(ErpCustomerRowSchema, ERP_LIMITS.customers, '客户'),
});

export const ErpRowResultSchema = z.object({
  code: z.string(),
  result: z.enum(['created', 'updated', 'unchanged']),
});
export const ErpWriteResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(ErpRowResultSchema),
});
export type ErpWriteResult = z.infer<typeof ErpWriteResultSchema>;
/** data of a refused call (422): every refused row with its reason; nothing was written. */
export const ErpRefusedRowSchema = z.object({
  field: z.string(),
  msg: z.string(),
  row: z.number().int(),
  code: z.string(),
});
export type ErpRefusedRow = z.infer<typeof ErpRefusedRowSchema>;

export const ErpFeedQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^(\d{1,20}-\d{1,19})?$/, '游标不正确')
    .default(''),
  limit: z.coerce
    .number()
    .int('条数须为整数')
    .min(1, '条数不能小于1')
    .max(200, '条数不能大于200')
    .default(50),
});

const ErpOrderLineSchema = z.object({
  line_id: z.number().int(),
  goods_id: z.number().int(),
  goods_code: z.string().nullable(),
  name: z.string(),
  spec: z.string(),
  maker: z.string(),
  unit: z.string(),
  number: z.number().int(),
  price: YuanSchema,
  amount: YuanSchema,
  discount: YuanSchema,
  batches: z.array(z.object({ batch_no: z.string(), expires_on: z.string(), number: z.number().int() })),
});
export const ErpOrderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: OrderStatusSchema,
  pay_type: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  goods_amount: YuanSchema,
  discount: YuanSchema,
  shipping_fee: YuanSchema,
  payable: YuanSchema,
  buyer: z.object({
    user_id: z.number().int(),
    company: z.string(),
    credit_code: z.string(),
    erp_code: z.string().nullable(),
  }),
  address: z.object({
    consignee: z.string(),
    phone: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    detail: z.string(),
  }),
  remark: z.string(),
  lines: z.array(ErpOrderLineSchema),
});
export const ErpAftersaleSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  kind: z.string(),
  status: z.string(),
  reason: z.string(),
  refund: YuanSchema,
  lines: z.array(
    z.object({
      goods_code: z.string().nullable(),
      batch_no: z.string(),
      number: z.number().int(),
      amount: YuanSchema,
    }),
  ),
});
export const ErpFeedEntrySchema = z.object({
  /** This entry's position: pass the page's next_cursor, never an entry's, to continue. */
  seq: z.string(),
  type: z.enum(['order', 'aftersale']),
  status: z.string(),
  changed_at: z.string(),
  order: ErpOrderSchema.nullable(),
  aftersale: ErpAftersaleSchema.nullable(),
});
export const ErpFeedPageSchema = z.object({
  entries: z.array(ErpFeedEntrySchema),
  /** Send it back as ?cursor= on the next poll (unchanged when nothing new). */
  next_cursor: z.string(),
  /** true: more entries are ready now; poll again at once. */
  has_more: z.boolean(),
});
export type ErpFeedPage = z.infer<typeof ErpFeedPageSchema>;

export const ErpShipmentBodySchema = z.object({
  carrier: text('物流公司', 30),
  waybill: z
    .string({ error: '请填写运单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,32}$/, '运单号为6-32位字母或数字'),
  /** 含麻黄碱订单: the ERP's warehouse checked the purchaser's ID card. */
  id_checked: z.boolean().default(false),
  lines: z
    .array(
      z.object({
        line_id: z.number({ error: '订单行不正确' }).int('订单行不正确').positive('订单行不正确'),
        batches: z
          .array(z.object({ batch_no: code('批号'), number: formInt('批次数量', 1, 1_000_000) }))
          .min(1, '请填写出库批次')
          .max(50),
        trace_codes: z.array(z.string().trim().max(40, '追溯码过长')).max(10_000, '追溯码过多').default([]),
      }),
    )
    .min(1, '请逐行填写出库批次')
    .max(500, '订单行过多'),
});
export type ErpShipmentBody = z.output<typeof ErpShipmentBodySchema>;
export const ErpShipmentResultSchema = z.object({ status: OrderStatusSchema, order_no: z.string() });
