/**
 * Zones and promotions (issue 9): daily specials, welfare, combinations, flash sales, the coupon
 * centre, controlled sales and data-driven zone pages. Money is a yuan string; prices are null
 * when visitors may not see them (price_hidden_reason says why).
 */
import { z } from 'zod';
import { YuanSchema, idParam } from './common';

const YuanOrHidden = YuanSchema.nullable();

/** One goods as a zone shows it, with whether this buyer may buy it and why not. */
export const PromoGoodsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  image: z.string(),
  base_price: YuanOrHidden,
  stock: z.number().int(),
  /** Smallest quantity and the step (中包装) a line must respect. */
  min_qty: z.number().int(),
  mid_pack: z.number().int(),
  can_buy: z.boolean(),
  buy_block_reason: z.string().nullable(),
  price_hidden_reason: z.string().nullable(),
});
export type PromoGoods = z.infer<typeof PromoGoodsSchema>;

const PageQuery = z.object({
  page: z.coerce
    .number({ error: '页码不正确' })
    .int('页码不正确')
    .min(1, '页码不正确')
    .max(1000, '页码不正确')
    .default(1),
});

/** GET /activity/everyday_price and GET /goods/fl: a goods at the engine's special price. */
export const SpecialGoodsSchema = z.object({
  special_id: z.number().int(),
  goods: PromoGoodsSchema,
  /** The engine's unit price for one unit today. */
  price: YuanOrHidden,
  /** 「特价」 or 「9.4折」. */
  label: z.string(),
  /** Units per buyer per day at this price (每日特价限购); 0 = unlimited. */
  limit: z.number().int(),
});
export const SpecialListSchema = z.object({
  list: z.array(SpecialGoodsSchema),
  total: z.number().int(),
  page: z.number().int(),
  /** Server clock (seconds) and when today's prices end, for the countdown (spec §4). */
  timestamp: z.number().int(),
  ends_at: z.number().int(),
});
export type SpecialList = z.infer<typeof SpecialListSchema>;
export const SpecialListQuerySchema = PageQuery;

/** GET /combinationMzhgGroup: the groups of combination packages. */
export const CombinationGroupSchema = z.object({ name: z.string(), count: z.number().int() });
export const CombinationGroupListSchema = z.array(CombinationGroupSchema);

export const CombinationQuerySchema = z.object({
  group: z.string().trim().max(20, '分组名称过长').optional(),
});

/** GET /combinationMzhg: packages, each priced as a set by the engine. */
export const CombinationViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group_name: z.string(),
  description: z.string(),
  /** Package price and what the items cost one by one. */
  price: YuanOrHidden,
  raw_price: YuanOrHidden,
  items: z.array(z.object({ goods: PromoGoodsSchema, number: z.number().int(), price: YuanOrHidden })),
  can_buy: z.boolean(),
  buy_block_reason: z.string().nullable(),
  ends_at: z.number().int().nullable(),
});
export type CombinationView = z.infer<typeof CombinationViewSchema>;
export const CombinationListSchema = z.array(CombinationViewSchema);

/** GET /index/spike: flash sales with their own stock and the server clock. */
export const SpikeItemSchema = z.object({
  id: z.number().int(),
  goods: PromoGoodsSchema,
  price: YuanOrHidden,
  limit: z.number().int(),
  sale_stock: z.number().int(),
  sold: z.number().int(),
  starts_at: z.number().int().nullable(),
  ends_at: z.number().int().nullable(),
  state: z.enum(['upcoming', 'active', 'ended', 'sold_out']),
});
export type SpikeItem = z.infer<typeof SpikeItemSchema>;
export const SpikeListSchema = z.object({ timestamp: z.number().int(), list: z.array(SpikeItemSchema) });
export type SpikeList = z.infer<typeof SpikeListSchema>;

/** GET /coupon/center: the batches of the coupon centre (领券中心). */
export const CouponCampaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(['coupon', 'voucher']),
  rule_text: z.string(),
  value_text: z.string(),
  total: z.number().int(),
  remaining: z.number().int(),
  per_buyer: z.number().int(),
  /** How many this buyer already holds (0 for visitors). */
  claimed_by_me: z.number().int(),
  valid_days: z.number().int(),
  state: z.enum(['upcoming', 'active', 'ended', 'sold_out']),
});
export type CouponCampaign = z.infer<typeof CouponCampaignSchema>;
export const CouponCampaignListSchema = z.array(CouponCampaignSchema);

export const CampaignIdParamsSchema = z.object({ id: idParam('领券活动编号不正确') });
export const ClaimResultSchema = z.object({
  user_coupon_id: z.number().int(),
  ends_at: z.string(),
  remaining: z.number().int(),
});
export type ClaimResult = z.infer<typeof ClaimResultSchema>;

/** GET /kxzq: controlled goods with who they are for. */
export const ControlledQuerySchema = PageQuery.extend({
  new: z.enum(['0', '1'], { error: '参数不正确' }).optional(),
});
export const ControlledItemSchema = z.object({
  goods: PromoGoodsSchema,
  audience: z.string(),
  note: z.string(),
  is_new: z.boolean(),
});
export const ControlledListSchema = z.object({
  list: z.array(ControlledItemSchema),
  total: z.number().int(),
  page: z.number().int(),
});
export type ControlledList = z.infer<typeof ControlledListSchema>;

/** GET /zone/{template}: the zones of a template; GET /zone/{template}/{id}: one zone. */
export const ZoneTemplateSchema = z.enum(['zqmb', 'hdmb', 'yyh', 'zhmz', 'yjh'], { error: '专区模板不正确' });
export const ZoneListParamsSchema = z.object({ template: ZoneTemplateSchema });
export const ZoneParamsSchema = z.object({ template: ZoneTemplateSchema, id: idParam('专区编号不正确') });
export const ZoneSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  banner_image: z.string(),
});
export const ZoneSummaryListSchema = z.array(ZoneSummarySchema);
export const ZonePageSchema = ZoneSummarySchema.extend({
  template: ZoneTemplateSchema,
  theme: z.string(),
  sections: z.array(z.object({ title: z.string(), goods: z.array(PromoGoodsSchema) })),
});
export type ZonePage = z.infer<typeof ZonePageSchema>;

/** GET /cashback (满额返现): tiers, this month's received total, what is reached and credited. */
export const CashbackOverviewSchema = z.object({
  month: z.string(),
  signed_in: z.boolean(),
  received: YuanSchema,
  tiers: z.array(
    z.object({ amount: YuanSchema, rate_text: z.string(), zhe: z.string(), reached: z.boolean() }),
  ),
  cashback: YuanSchema,
  credited: YuanSchema,
  next_gap: YuanSchema.nullable(),
  next_rate: z.string().nullable(),
  records: z.array(
    z.object({ id: z.number().int(), amount: YuanSchema, remark: z.string(), created_at: z.string() }),
  ),
});
export type CashbackOverview = z.infer<typeof CashbackOverviewSchema>;

/** GET /points/goods (积分商城): goods for points (plus cash), with the buyer's points. */
export const PointsGoodsItemSchema = z.object({
  id: z.number().int(),
  goods: PromoGoodsSchema,
  points: z.number().int(),
  cash: YuanSchema,
  stock: z.number().int(),
  per_buyer: z.number().int(),
  exchanged_by_me: z.number().int(),
});
export type PointsGoodsItem = z.infer<typeof PointsGoodsItemSchema>;
export const PointsMallSchema = z.object({
  my_points: z.number().int().nullable(),
  list: z.array(PointsGoodsItemSchema),
});
export type PointsMall = z.infer<typeof PointsMallSchema>;

/** POST /points/exchange: one item, a quantity and the delivery address. */
export const PointsExchangeBodySchema = z.object({
  id: idParam('兑换商品不正确'),
  number: z.coerce
    .number({ error: '兑换数量须为1-99' })
    .int('兑换数量须为1-99')
    .min(1, '兑换数量须为1-99')
    .max(99, '兑换数量须为1-99'),
  address_id: idParam('请选择收货地址'),
});
export type PointsExchangeBody = z.infer<typeof PointsExchangeBodySchema>;

export const PointsOrderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  image: z.string(),
  number: z.number().int(),
  points: z.number().int(),
  cash: YuanSchema,
  status: z.enum(['paid', 'shipped', 'done', 'cancelled']),
  status_text: z.string(),
  address: z.string(),
  logistics: z.string(),
  created_at: z.string(),
});
export type PointsOrder = z.infer<typeof PointsOrderSchema>;
export const PointsOrderListSchema = z.object({
  list: z.array(PointsOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
});
export type PointsOrderList = z.infer<typeof PointsOrderListSchema>;
export const PointsOrderListQuerySchema = PageQuery;
export const PointsOrderIdParamsSchema = z.object({ id: idParam('订单编号不正确') });
export const PointsExchangeResultSchema = z.object({
  order: PointsOrderSchema,
  points_left: z.number().int(),
});

/** Lucky draw (spec §3, §7 Draw). */
export const DrawIdQuerySchema = z.object({ id: idParam('抽奖活动编号不正确') });
export const DrawIdParamsSchema = DrawIdQuerySchema;
export const DrawSimpleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /**
     * The buyer has used every draw of this activity (spec §4: the popup shows only while the buyer
     * has not joined); a buyer with draws left sees the popup again, with `remaining` in it.
     */
    is_join: z.boolean(),
    /** Draws left for this buyer (a visitor: the activity's allowance per buyer). */
    remaining: z.number().int(),
  })
  .nullable();
export type DrawSimple = z.infer<typeof DrawSimpleSchema>;
export const DrawPrizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  remarks: z.string(),
  kind: z.enum(['coupon', 'points', 'goods', 'none']),
});
export const DrawActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rules: z.string(),
  max_per_buyer: z.number().int(),
  my_draws: z.number().int(),
  prizes: z.array(DrawPrizeSchema),
  ends_at: z.number().int().nullable(),
});
export type DrawActivity = z.infer<typeof DrawActivitySchema>;
export const DrawResultSchema = z.object({
  record_id: z.number().int(),
  prize_id: z.number().int().nullable(),
  name: z.string(),
  remarks: z.string(),
  is_win: z.boolean(),
  remaining: z.number().int(),
});
export type DrawResult = z.infer<typeof DrawResultSchema>;
export const DrawRecordSchema = z.object({
  id: z.number().int(),
  draw_title: z.string(),
  buyer: z.string(),
  name: z.string(),
  remarks: z.string(),
  is_win: z.boolean(),
  /** The prize's kind (null: the prize was removed since). */
  kind: z.enum(['coupon', 'points', 'goods', 'none']).nullable(),
  /**
   * What became of the prize, as the buyer's draw records show it: the coupon unused / used on an
   * order / expired, the points credited, the goods to be sent by customer service, or not won.
   * Empty in the public winners list.
   */
  outcome: z.string(),
  created_at: z.string(),
});
export type DrawRecord = z.infer<typeof DrawRecordSchema>;
export const DrawRecordListSchema = z.array(DrawRecordSchema);
export const DrawAdListSchema = z.array(
  z.object({ id: z.number().int(), image: z.string(), url: z.string(), title: z.string() }),
);
