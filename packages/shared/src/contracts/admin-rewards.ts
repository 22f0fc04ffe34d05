/**
 * Back office: the promotions that reward buyers beyond the cart price (/api/admin/promotions/:kind):
 * 满额返现 tiers (/hb), 积分商城 goods (/jfsc), 幸运抽奖 with its prizes, and 拼团 (/ptzq).
 */
import { z } from 'zod';
import { adminRequiredText, adminText } from './admin-common';
import { endsAfterStart, formInt, formYuan, WINDOW_MSG, windowInput } from './admin-forms';
import { idParam } from './common';

const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean());

/** 满额返现: a month's received orders reaching the threshold earn the rate (‰) back to the balance. */
export const CashbackInputSchema = z.object({
  threshold: formYuan('月收货满额').refine((v) => v > 0, '月收货满额须大于0'),
  rate_permille: formInt('返现比例（‰）', 1, 1000),
  is_active: flag.default(true),
});

/** 积分商城: a catalogue goods for points, or points plus cash, from its own stock. */
export const PointsGoodsInputSchema = z
  .object({
    goods_id: idParam('请选择商品'),
    points: formInt('所需积分', 1, 10_000_000),
    cash: formYuan('加价金额').default(0),
    stock: formInt('兑换库存', 0, 1_000_000),
    per_buyer: formInt('每人限兑（0不限）', 0, 100_000).default(0),
    sort: formInt('排序', 0, 100_000).default(0),
    ...windowInput,
  })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });

export const DRAW_PRIZE_KINDS = {
  coupon: '优惠券',
  points: '积分',
  goods: '实物',
  none: '谢谢参与',
} as const;

/** One prize: its chance is its weight over the draw's total weight; 谢谢参与 has no stock. */
const PrizeInputSchema = z
  .object({
    /** Set when editing a prize already drawn, so its issued count and records stay with it. */
    id: idParam('奖品编号不正确').optional(),
    name: adminRequiredText('奖品名称', 30, false),
    remarks: adminText('奖品说明', 60, false).default(''),
    kind: z.enum(Object.keys(DRAW_PRIZE_KINDS) as [keyof typeof DRAW_PRIZE_KINDS], {
      error: '请选择奖品类型',
    }),
    coupon_id: idParam('请选择优惠券').nullish(),
    points: formInt('奖励积分', 0, 1_000_000).default(0),
    weight: formInt('中奖权重', 1, 1_000_000),
    stock: formInt('奖品库存', 0, 1_000_000).default(0),
  })
  .refine((p) => p.kind !== 'coupon' || Boolean(p.coupon_id), {
    message: '优惠券奖品须选择优惠券',
    path: ['coupon_id'],
  })
  .refine((p) => p.kind !== 'points' || p.points > 0, { message: '积分奖品须填写积分', path: ['points'] });

export const DrawInputSchema = z
  .object({
    title: adminRequiredText('抽奖标题', 30, false),
    rules: adminText('活动规则', 1000).default(''),
    max_per_buyer: formInt('每人可抽次数', 1, 100),
    prizes: z.array(PrizeInputSchema).min(2, '至少设置2个奖品').max(12, '最多12个奖品'),
    ...windowInput,
  })
  .refine((v) => v.prizes.some((p) => p.kind === 'none'), {
    message: '须包含一个「谢谢参与」',
    path: ['prizes'],
  })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });

/** 拼团: a group of `group_size` places at the group price, with its own stock and a deadline. */
export const GroupBuyInputSchema = z
  .object({
    goods_id: idParam('请选择商品'),
    title: adminRequiredText('拼团标题', 40, false),
    price: formYuan('拼团价').refine((v) => v > 0, '拼团价须大于0'),
    group_size: formInt('成团人数', 2, 1000),
    stock: formInt('拼团库存', 1, 1_000_000),
    per_buyer: formInt('每人限购', 1, 100_000).default(10),
    sort: formInt('排序', 0, 100_000).default(0),
    ...windowInput,
  })
  .refine((v) => v.ends_at !== null, { message: '请选择拼团截止时间', path: ['ends_at'] })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });
