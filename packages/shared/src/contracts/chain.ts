/** 连锁 (chain) accounts: /register/dd/step1-3 and /zhzx/ddgl (spec §2 multi-store management). */
import { z } from 'zod';
import { mobileSchema } from '../validation/contact';
import { CompanyFieldsSchema, passwordSchema, usernameSchema, withPasswordChecks } from './account';
import { YuanSchema, idParam, yuanInput } from './common';

/**
 * POST /api/user/stores (multipart): the head office adds one store. A store is an account of its
 * own (it may sign in by itself) with its own company, address, licences and scope, reviewed like
 * any registration.
 */
export const AddStoreBodySchema = withPasswordChecks(
  z.object({
    username: usernameSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: '请再次输入密码' }).min(1, '请再次输入密码'),
    phone: mobileSchema,
    ...CompanyFieldsSchema.shape,
  }),
);

export const StoreSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  company: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  address: z.string(),
  is_head: z.boolean(),
  is_passed: z.boolean(),
  /** 已认证 / 审核中 / 未通过: the store's review as the head office sees it. */
  status_text: z.string(),
  is_current: z.boolean(),
  created_at: z.string(),
});
export type Store = z.infer<typeof StoreSchema>;

/** GET /api/user/stores: the chain of the signed-in account and every store in it. */
export const StoreListSchema = z.object({
  chain: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The signed-in account is the head office (only it adds stores). */
  is_head: z.boolean(),
  /** The signed-in account may switch to another store (the head, or a store the head switched to). */
  can_switch: z.boolean(),
  list: z.array(StoreSchema),
});
export type StoreList = z.infer<typeof StoreListSchema>;

export const AddStoreResultSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  company: z.string(),
});

/** POST /api/user/switch_store: buy as another store of the same chain. */
export const SwitchStoreBodySchema = z.object({ user_id: idParam('请选择门店') });
export const SwitchStoreResultSchema = z.object({
  user_id: z.number().int(),
  company: z.string(),
});

/** 连锁总部 › 门店总览: each store's month, money and credit as the head office sees them. */
export const ChainStoreSummarySchema = z.object({
  user_id: z.number().int(),
  company: z.string(),
  address: z.string(),
  month_orders: z.number().int(),
  month_spend: YuanSchema,
  /** null: no monthly limit set. */
  monthly_limit: YuanSchema.nullable(),
  balance: YuanSchema,
  owed: YuanSchema,
  overdue: YuanSchema,
  unpaid_orders: z.number().int(),
});
export const ChainOverviewSchema = z.object({
  chain: z.string(),
  month: z.string(),
  head_balance: YuanSchema,
  head_credit_available: YuanSchema,
  stores: z.array(ChainStoreSummarySchema),
  totals: z.object({ month_spend: YuanSchema, owed: YuanSchema, overdue: YuanSchema, balance: YuanSchema }),
});
export type ChainOverview = z.infer<typeof ChainOverviewSchema>;

export const ChainStoreParamsSchema = z.object({ store_id: idParam('门店不存在') });
/** One of a store's delivery addresses, which its head office keeps for it. */
export const ChainStoreAddressParamsSchema = z.object({
  store_id: idParam('门店不存在'),
  id: idParam('收货地址不存在'),
});
export const ChainStoreOrderParamsSchema = z.object({
  store_id: idParam('门店不存在'),
  order_id: idParam('订单不存在'),
});
export const ChainStoreOrderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  status_text: z.string(),
  payable: YuanSchema,
  pay_type: z.string().nullable(),
  created_at: z.string(),
});
export const ChainStoreOrdersSchema = z.array(ChainStoreOrderSchema);

/** PUT /api/chain/stores/:store_id/limit: '' or 0 lifts the limit. */
export const StoreLimitBodySchema = z.object({
  monthly_limit: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    yuanInput('请填写正确的月度采购额度').optional(),
  ),
});

/** POST /api/chain/stores/:store_id/orders/:order_id/pay: the head office pays from its own money. */
export const ChainPayBodySchema = z.object({
  pay_type: z.enum(['balance', 'credit'], { error: '请选择总部余额或总部账期支付' }),
});
