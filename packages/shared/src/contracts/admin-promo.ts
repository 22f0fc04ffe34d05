/** Back office: promotions the pricing engine reads (/api/admin/promotions/:kind). */
import { z } from 'zod';
import { regionCodeField } from '../regions/province-field';
import { adminText, adminRequiredText } from './admin-common';
import { FormBoolSchema, YuanSchema, idParam } from './common';
import { COMPANY_KINDS } from './admin-price';
import {
  CashbackInputSchema,
  DrawInputSchema,
  GroupBuyInputSchema,
  PointsGoodsInputSchema,
} from './admin-rewards';
import { formInt, formYuan, endsAfterStart, WINDOW_MSG, windowInput } from './admin-forms';

export const PROMO_KINDS = {
  coupon: '优惠券',
  manjian: '满减',
  flash: '秒杀',
  special: '每日特价/福利价',
  combination: '组合购',
  gift: '满赠',
  campaign: '领券中心',
  zone: '专区模板',
  cashback: '满额返现',
  points: '积分商城',
  draw: '幸运抽奖',
  groupbuy: '拼团',
} as const;
export type PromoKind = keyof typeof PROMO_KINDS;
export const PromoKindParamsSchema = z.object({
  kind: z.enum(Object.keys(PROMO_KINDS) as [PromoKind], { error: '促销类型不正确' }),
});
export const PromoIdParamsSchema = PromoKindParamsSchema.extend({ id: idParam('活动编号不正确') });
/** PUT /api/admin/promotions/:kind/:id/switch: 上架 / 下架. */
export const PromoSwitchBodySchema = z.object({ is_active: FormBoolSchema });

const goodsId = idParam('请选择商品');
const permille = formInt('折扣（‰）', 1, 1000);

export const CouponInputSchema = z
  .object({
    name: adminRequiredText('券名称', 30),
    kind: z.enum(['coupon', 'voucher'], { error: '请选择券种类' }),
    rule_type: z.enum(['full_reduction', 'discount', 'cash'], { error: '请选择券规则' }),
    threshold: formYuan('使用门槛').default(0),
    amount: formYuan('面额').default(0),
    rate_permille: permille.default(1000),
    max_discount: formYuan('最高优惠').nullish(),
  })
  .refine((v) => v.rule_type === 'discount' || v.amount > 0, { message: '请输入面额', path: ['amount'] })
  .refine((v) => v.rule_type !== 'full_reduction' || v.threshold > v.amount, {
    message: '满减券的门槛须大于面额',
    path: ['threshold'],
  })
  .refine((v) => v.rule_type !== 'discount' || v.rate_permille < 1000, {
    message: '折扣券的折扣须小于1000‰',
    path: ['rate_permille'],
  });

export const ManjianInputSchema = z
  .object({
    name: adminRequiredText('活动名称', 30),
    all_goods: z
      .preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean())
      .default(false),
    goods_ids: z.array(goodsId).max(2000, '最多2000个商品').default([]),
    tiers: z
      .array(z.object({ amount: formYuan('满额'), reduce: formYuan('减额') }))
      .min(1, '至少设置一档满减')
      .max(10, '最多10档'),
    ...windowInput,
  })
  .refine((v) => v.tiers.every((t) => t.reduce > 0 && t.reduce < t.amount), {
    message: '每档减额须大于0且小于满额',
    path: ['tiers'],
  })
  .refine((v) => new Set(v.tiers.map((t) => t.amount)).size === v.tiers.length, {
    message: '满额不能重复',
    path: ['tiers'],
  })
  .refine((v) => v.all_goods || v.goods_ids.length > 0, {
    message: '请选择参与商品或全场',
    path: ['goods_ids'],
  })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });

export const FlashInputSchema = z
  .object({
    goods_id: goodsId,
    price: formYuan('秒杀价'),
    limit_per_buyer: formInt('每人限购', 0, 100_000).default(0),
    ...windowInput,
  })
  .refine((v) => v.price > 0, { message: '秒杀价须大于0', path: ['price'] })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });

export const SpecialInputSchema = z
  .object({
    kind: z.enum(['daily_special', 'welfare'], { error: '请选择特价类型' }),
    name: adminText('活动名称', 30).default(''),
    /** Empty = every goods (福利价 9.4折 全场). */
    goods_ids: z.array(goodsId).max(2000, '最多2000个商品').default([]),
    mode: z.enum(['rate', 'fixed'], { error: '请选择定价方式' }),
    rate_permille: permille.optional(),
    price: formYuan('特价').optional(),
    ...windowInput,
  })
  .refine((v) => (v.mode === 'rate' ? v.rate_permille !== undefined : v.price !== undefined && v.price > 0), {
    message: '请填写折扣或特价',
    path: ['mode'],
  })
  .refine((v) => v.mode === 'rate' || v.goods_ids.length > 0, {
    message: '固定特价须选择商品',
    path: ['goods_ids'],
  })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });

export const CombinationInputSchema = z
  .object({
    name: adminRequiredText('组合名称', 30),
    image: adminText('图片', 300).default(''),
    items: z
      .array(z.object({ goods_id: goodsId, number: formInt('数量', 1, 10_000), price: formYuan('组合单价') }))
      .min(2, '组合至少包含2个商品')
      .max(10, '组合最多10个商品'),
    ...windowInput,
  })
  .refine((v) => new Set(v.items.map((i) => i.goods_id)).size === v.items.length, {
    message: '组合内商品不能重复',
    path: ['items'],
  })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });

export const GiftInputSchema = z
  .object({
    goods_id: goodsId,
    gift_goods_id: idParam('赠品编号不正确').nullish(),
    every: formInt('每满件数', 1, 100_000),
    give: formInt('赠送件数', 1, 100_000),
    repeat: z
      .preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean())
      .default(true),
    max_total: formInt('最多赠送', 1, 1_000_000).nullish(),
    ...windowInput,
  })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });

/**
 * 可领取客户: empty lists mean every qualified buyer. A named buyer (by username) always may claim;
 * otherwise the buyer's company kind and province must each be in its list when that list is set.
 */
const claimantsInput = {
  company_kinds: z
    .array(z.enum(Object.keys(COMPANY_KINDS) as [keyof typeof COMPANY_KINDS], { error: '客户类型不正确' }))
    .max(4)
    .default([]),
  /** GB/T 2260 codes of provinces, cities or districts (a province name is turned into its code; an unknown one is refused). */
  provinces: z.array(regionCodeField('领券地区')).max(40, '地区最多40个').default([]),
  buyers: z
    .array(adminRequiredText('客户账号', 30, false))
    .max(500, '指定客户最多500个')
    .default([]),
};

/** 领券中心: a batch of one coupon design buyers claim themselves (stock, per-buyer limit, validity). */
export const CampaignInputSchema = z
  .object({
    coupon_id: idParam('请选择优惠券'),
    title: adminRequiredText('活动标题', 30),
    total: formInt('发放总量', 1, 10_000_000),
    per_buyer: formInt('每人限领', 1, 100).default(1),
    valid_days: formInt('领取后有效天数', 1, 365).default(30),
    sort: formInt('排序', 0, 100_000).default(0),
    ...claimantsInput,
    ...windowInput,
  })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });

export const ZONE_TEMPLATES = {
  zqmb: '专区模板',
  hdmb: '活动模板',
  yyh: '优惠专区',
  zhmz: '组合专区',
  yjh: '活动专区',
} as const;
/** A data-driven zone page: banner and titled sections of goods. */
export const ZoneInputSchema = z
  .object({
    template: z.enum(Object.keys(ZONE_TEMPLATES) as [keyof typeof ZONE_TEMPLATES], { error: '请选择模板' }),
    title: adminRequiredText('专区标题', 30),
    subtitle: adminText('副标题', 60).default(''),
    banner_image: adminText('横幅图片', 300).default(''),
    theme: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, '主题色须为 #RRGGBB')
      .default('#c9252b'),
    sections: z
      .array(
        z.object({
          title: adminRequiredText('栏目标题', 20),
          goods_ids: z.array(goodsId).min(1, '栏目至少1个商品').max(200),
        }),
      )
      .min(1, '至少一个栏目')
      .max(20, '最多20个栏目'),
    sort: formInt('排序', 0, 100_000).default(0),
    ...windowInput,
  })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });

export const PROMO_INPUT_SCHEMAS = {
  coupon: CouponInputSchema,
  manjian: ManjianInputSchema,
  flash: FlashInputSchema,
  special: SpecialInputSchema,
  combination: CombinationInputSchema,
  gift: GiftInputSchema,
  campaign: CampaignInputSchema,
  zone: ZoneInputSchema,
  cashback: CashbackInputSchema,
  points: PointsGoodsInputSchema,
  draw: DrawInputSchema,
  groupbuy: GroupBuyInputSchema,
} as const;

/** Body of create/edit: the fields of the kind in the path (checked against its schema on the server). */
export const PromoBodySchema = z.record(z.string(), z.unknown());

export const PromoRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  name: z.string(),
  /** One line an operator reads: 满200减25、满500减60 / 秒杀价 12.50 / 9.4折 ... */
  summary: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  is_active: z.boolean(),
  state: z.enum(['live', 'scheduled', 'ended', 'off']),
  /** Results: claims (coupons issued), orders that used it, money given away. */
  claims: z.number().int(),
  orders: z.number().int(),
  given: YuanSchema,
  /** The saved input, to fill the edit form. */
  input: z.record(z.string(), z.unknown()),
});
export type PromoRow = z.infer<typeof PromoRowSchema>;
export const PromoListSchema = z.array(PromoRowSchema);
