/** Back-office orders: list, detail, confirm transfer, pick and ship, cancel with refund, export. */
import { z } from 'zod';
import { YuanSchema, blankToUndefined, idOrZeroParam } from './common';
import {
  AdminBulkResultSchema,
  adminBulkItems,
  AdminPageQuerySchema,
  adminPage,
  adminRequiredText,
  adminText,
} from './admin-common';
import { OrderKindSchema, OrderStatusSchema, PayTypeSchema } from './enums';
import { LinePartSchema } from './cart';

const optionalEnum = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const AdminOrderFilterSchema = z.object({
  status: optionalEnum(OrderStatusSchema),
  kind: optionalEnum(OrderKindSchema),
  pay_type: optionalEnum(PayTypeSchema),
  /** Order number, buyer company, account or phone. */
  keyword: adminText('关键词', 50, false).optional(),
  from: optionalEnum(z.iso.date({ error: '开始日期格式不正确' })),
  to: optionalEnum(z.iso.date({ error: '结束日期格式不正确' })),
  /** Only the customers of this 客户经理 (an 'own'-scope operator's lists are always narrowed so). */
  manager_id: z.preprocess(blankToUndefined, idOrZeroParam('客户经理不正确').optional()),
});
export const AdminOrderQuerySchema = AdminPageQuerySchema.extend(AdminOrderFilterSchema.shape);
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;
export type AdminOrderFilter = z.infer<typeof AdminOrderFilterSchema>;

export const AdminOrderRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  kind: OrderKindSchema,
  status: OrderStatusSchema,
  status_text: z.string(),
  pay_type: PayTypeSchema,
  pay_type_text: z.string(),
  buyer_id: z.number().int(),
  buyer_company: z.string(),
  buyer_username: z.string(),
  consignee: z.string(),
  region: z.string(),
  goods_count: z.number().int(),
  payable: YuanSchema,
  created_at: z.string(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;
export const AdminOrderListSchema = adminPage(AdminOrderRowSchema);

export const AdminOrderLotSchema = z.object({
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  number: z.number().int(),
});
export const AdminOrderLineSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  approval_no: z.string(),
  /** 剂型, for the 随货同行单. */
  dosage_form: z.string(),
  bzdw: z.string(),
  number: z.number().int(),
  price: YuanSchema,
  total: YuanSchema,
  /** Sub-lines as priced: above a 秒杀 cap, the flash part and the part at the normal price. */
  parts: z.array(LinePartSchema),
  /** The lots allocated at checkout, earliest expiry first (FEFO). */
  lots: z.array(AdminOrderLotSchema),
});

export const AdminOrderDetailSchema = AdminOrderRowSchema.extend({
  goods_amount: YuanSchema,
  discount: YuanSchema,
  /** The discount's parts: 满减 and the coupon (with its name), so printed amounts reconcile. */
  manjian: YuanSchema,
  coupon: YuanSchema,
  coupon_name: z.string(),
  shipping_fee: YuanSchema,
  paid: YuanSchema,
  remark: z.string(),
  address: z.object({
    consignee: z.string(),
    phone: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    detail: z.string(),
  }),
  buyer: z.object({
    company: z.string(),
    phone: z.string(),
    credit_code: z.string(),
    drug_license_no: z.string(),
  }),
  /** 含麻黄碱: the purchaser the warehouse checks against the ID card before shipping. */
  purchaser: z.object({ name: z.string(), id_no: z.string(), id_valid: z.boolean() }).nullable(),
  logistics: z.object({ company: z.string(), tracking_no: z.string() }),
  /** The warehouse's record: 拣货单, 拣货员, 复核人 and when, 发货人 and 发货日期. */
  fulfilment: z.object({
    pick_no: z.string(),
    picker: z.string(),
    checker: z.string(),
    checked_at: z.string(),
    shipper: z.string(),
    shipped_at: z.string(),
  }),
  lines: z.array(AdminOrderLineSchema),
  events: z.array(z.object({ at: z.string(), text: z.string(), note: z.string() })),
  actions: z.object({
    can_confirm_transfer: z.boolean(),
    can_ship: z.boolean(),
    can_cancel: z.boolean(),
    can_print: z.boolean(),
  }),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** 确认到账: the amount on the bank statement and its unique serial (see admin-credit). */
export { MatchTransferBodySchema as ConfirmTransferBodySchema } from './admin-credit';
/** Carriers the shop ships with (the logistics provider takes these waybills). */
export const LOGISTICS_CARRIERS = [
  '顺丰速运',
  '京东物流',
  '中通快递',
  '圆通速递',
  '德邦快递',
  '九州通医药物流',
] as const;

export const ShipBodySchema = z.object({
  company: adminRequiredText('物流公司', 30, false),
  tracking_no: z
    .string({ error: '请填写运单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,32}$/, '运单号为6-32位字母或数字'),
  /** The operator ticked 已核对购买人身份证 (required for ephedrine orders). */
  id_checked: z.boolean().default(false),
});
export type ShipBody = z.infer<typeof ShipBodySchema>;
export const CancelBodySchema = z.object({ reason: adminRequiredText('取消原因', 200) });

export const AdminOrderActionResultSchema = z.object({ status: OrderStatusSchema, status_text: z.string() });

/** 批量生成拣货单: the orders put on the new pick list, each other chosen row with why not. */
export const AdminBulkPickResultSchema = AdminBulkResultSchema.extend({
  pick_list: z.object({ id: z.number().int(), pick_no: z.string() }).nullable(),
});
export type AdminBulkPickResult = z.infer<typeof AdminBulkPickResultSchema>;

/** 批量发货: each chosen order with its own carrier and tracking no.; one tracking no. per parcel. */
export const AdminBulkShipBodySchema = adminBulkItems(
  { company: ShipBodySchema.shape.company, tracking_no: ShipBodySchema.shape.tracking_no },
  { key: (i) => i.tracking_no, msg: (no) => `运单号 ${no} 填写了多次，每个订单须有自己的运单号` },
);
export type AdminBulkShipBody = z.infer<typeof AdminBulkShipBodySchema>;
