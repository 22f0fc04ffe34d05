/** Wallet calls of spec §7 (/user/wdqb: balance, coupons, cash vouchers). */
import { z } from 'zod';
import { PageQuerySchema, TextSchema, YuanSchema, blankToUndefined, intParam, pageOf } from './common';
import { CouponKindSchema } from './enums';

export const UserMoneySchema = z.object({ balance: YuanSchema, points: z.number().int() });

/** start_time / end_time: YYYY-MM-DD or a 10/13-digit timestamp; use_type 0 = all. */
export const MoneyLogQuerySchema = PageQuerySchema.extend({
  use_type: z.preprocess(blankToUndefined, intParam('收支类型不正确', 0, 7).default(0)),
  start_time: TextSchema().trim().max(30, '开始时间不正确').default(''),
  end_time: TextSchema().trim().max(30, '结束时间不正确').default(''),
});

export const MoneyLogItemSchema = z.object({
  id: z.number().int(),
  /** Signed: "-120.00" for a payment. */
  amount: YuanSchema,
  balance_after: YuanSchema,
  use_type: z.number().int(),
  use_type_text: z.string(),
  remark: z.string(),
  order_no: z.string(),
  created_at: z.string(),
});
export const MoneyLogResponseSchema = pageOf(MoneyLogItemSchema);

/** type: 0 all, 1 coupons, 2 cash vouchers; status: 1 unused, 2 used, 3 expired. */
export const CouponQuerySchema = PageQuerySchema.extend({
  type: z
    .preprocess(blankToUndefined, intParam('优惠券类型不正确', 0, 2).default(0))
    .pipe(z.literal([0, 1, 2])),
  status: z
    .preprocess(blankToUndefined, intParam('优惠券状态不正确', 1, 3).default(1))
    .pipe(z.literal([1, 2, 3])),
});
/** The coupon list's filters as the pages hold them (the literals COUPON_STATUS_TEXT is keyed by). */
export type CouponQuery = Pick<z.infer<typeof CouponQuerySchema>, 'type' | 'status' | 'page'>;
export const AvailableCouponQuerySchema = PageQuerySchema.extend({
  type: z.preprocess(blankToUndefined, intParam('优惠券类型不正确', 0, 2).default(0)),
});

export const UserCouponSchema = z.object({
  id: z.number().int(),
  kind: CouponKindSchema,
  name: z.string(),
  rule_text: z.string(),
  /** Face value (满减/现金 amount) or the 折 text for discounts. */
  value_text: z.string(),
  threshold: YuanSchema,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  status: z.number().int(),
  status_text: z.string(),
  order_no: z.string().nullable(),
});
export type UserCoupon = z.infer<typeof UserCouponSchema>;
export const UserCouponListSchema = pageOf(UserCouponSchema);

export const CouponNumSchema = z.object({
  unused: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
  coupon: z.number().int(),
  voucher: z.number().int(),
});

export type UserMoney = z.infer<typeof UserMoneySchema>;
export type MoneyLogItem = z.infer<typeof MoneyLogItemSchema>;
export type MoneyLogPage = z.infer<typeof MoneyLogResponseSchema>;
export type CouponNum = z.infer<typeof CouponNumSchema>;
