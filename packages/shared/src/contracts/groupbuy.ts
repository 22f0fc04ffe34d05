/**
 * 拼团 (/ptzq, /list/info-pt/{id}), the points log (/wdqb/jfgl) and the home activity calls
 * (GET /goods/activities, GET /index_wntj/1). Times are the spec's 10-digit second timestamps.
 */
import { z } from 'zod';
import { YuanSchema, idParam, intParam } from './common';
import { PromoGoodsSchema } from './promo';

export const GroupBuyStateSchema = z.enum(['upcoming', 'open', 'success', 'failed', 'expired']);

export const GroupBuyItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  goods: PromoGoodsSchema,
  /** The group price per unit; null when prices are hidden from a visitor. */
  price: YuanSchema.nullable(),
  group_size: z.number().int(),
  joined: z.number().int(),
  places_left: z.number().int(),
  stock: z.number().int(),
  held: z.number().int(),
  per_buyer: z.number().int(),
  state: GroupBuyStateSchema,
  starts_at: z.number().int().nullable(),
  ends_at: z.number().int(),
});
export type GroupBuyItem = z.infer<typeof GroupBuyItemSchema>;

export const GroupBuyListSchema = z.object({
  timestamp: z.number().int(),
  list: z.array(GroupBuyItemSchema),
});
export type GroupBuyList = z.infer<typeof GroupBuyListSchema>;

export const GroupBuyMemberSchema = z.object({
  name: z.string(),
  number: z.number().int(),
  joined_at: z.string(),
});

export const GroupBuyMineSchema = z.object({
  order_no: z.string(),
  number: z.number().int(),
  amount: YuanSchema,
  status: z.enum(['joined', 'success', 'refunded']),
  status_text: z.string(),
  /** The order made when the group filled (shown in /order); null while waiting or refunded. */
  order_id: z.number().int().nullable(),
});
export type GroupBuyMine = z.infer<typeof GroupBuyMineSchema>;

export const GroupBuyDetailSchema = GroupBuyItemSchema.extend({
  timestamp: z.number().int(),
  rules: z.array(z.string()),
  members: z.array(GroupBuyMemberSchema),
  mine: GroupBuyMineSchema.nullable(),
});
export type GroupBuyDetail = z.infer<typeof GroupBuyDetailSchema>;

export const GroupBuyIdParamsSchema = z.object({ id: idParam('拼团活动编号不正确') });
export const GroupBuyJoinBodySchema = z.object({
  number: intParam('参团数量须为1-999', 1, 999),
});
export type GroupBuyJoinBody = z.infer<typeof GroupBuyJoinBodySchema>;
export const GroupBuyJoinResultSchema = z.object({
  mine: GroupBuyMineSchema,
  joined: z.number().int(),
  group_size: z.number().int(),
  state: GroupBuyStateSchema,
  balance: YuanSchema,
});
export type GroupBuyJoinResult = z.infer<typeof GroupBuyJoinResultSchema>;

/** GET /points/log: every change of the buyer's points with the balance after it. */
export const PointsLogQuerySchema = z.object({
  page: intParam('页码不正确', 1, 1000).default(1),
});
export const PointsLogItemSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  reason_text: z.string(),
  remark: z.string(),
  created_at: z.string(),
});
export const PointsLogSchema = z.object({
  points: z.number().int(),
  list: z.array(PointsLogItemSchema),
  total: z.number().int(),
  page: z.number().int(),
});
export type PointsLog = z.infer<typeof PointsLogSchema>;

/** GET /goods/activities: the live promotions with a few goods each, for home and lists. */
export const ActivityBlockSchema = z.object({
  key: z.enum(['spike', 'daily_special', 'welfare', 'group_buy', 'combination']),
  title: z.string(),
  link: z.string(),
  ends_at: z.number().int().nullable(),
  goods: z.array(z.object({ goods: PromoGoodsSchema, price: YuanSchema.nullable(), label: z.string() })),
});
export const GoodsActivitiesSchema = z.object({
  timestamp: z.number().int(),
  list: z.array(ActivityBlockSchema),
});
export type GoodsActivities = z.infer<typeof GoodsActivitiesSchema>;

/** GET /index_wntj/{page} 为您推荐: goods for this buyer, at the engine's price today. */
export const WntjParamsSchema = z.object({ page: intParam('页码不正确', 1, 50) });
export const WntjSchema = z.object({
  list: z.array(z.object({ goods: PromoGoodsSchema, price: YuanSchema.nullable(), label: z.string() })),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type Wntj = z.infer<typeof WntjSchema>;
