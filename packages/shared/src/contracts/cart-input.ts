/**
 * What the storefront sends to the cart calls of spec §7. Bodies arrive form-encoded
 * (params[0][goods_id]=1) or as JSON, so every number is coerced and every field a buyer can get
 * wrong carries a Chinese message.
 */
import { z } from 'zod';
import { MAX_ID, blankToUndefined, idListParam, intParam, quantityParam, yuanInput } from './common';

const optionalId = (msg: string) => z.preprocess(blankToUndefined, intParam(msg, 0, MAX_ID).default(0));

/** One line a catalogue page sends to POST /api/cart (spec §3 "Cart line (sent to add)"). */
export const AddLineSchema = z.object({
  goods_id: intParam('商品编号不正确', 1, MAX_ID),
  /** The unit price (yuan) the buyer saw; the server reports it if it no longer holds. */
  price: z.preprocess(blankToUndefined, yuanInput('商品价格格式不正确').default(0)),
  number: quantityParam('购买数量须为正整数'),
  ck_id: optionalId('仓库编号不正确'),
  goods_price_id: optionalId('活动编号不正确'),
  ladder_price_id: optionalId('阶梯价编号不正确'),
  goods_manjian_id: optionalId('满减活动编号不正确'),
  is_yj: optionalId('参数 is_yj 不正确'),
  type: z.preprocess(blankToUndefined, intParam('购物车类型不正确', 0, 3).optional()),
});
export type AddLine = z.infer<typeof AddLineSchema>;
/** The line as the browser builds it (what the schema accepts). */
export type AddLineInput = z.input<typeof AddLineSchema>;

/** POST /api/cart. qs turns params[0][..] into an array; one line may also arrive as a plain object. */
export const CartAddBodySchema = z.object({
  params: z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'goods_id' in v ? [v] : v),
    z
      .array(AddLineSchema, { error: '请选择要加入购物车的商品' })
      .min(1, { error: '请选择要加入购物车的商品' })
      .max(100, { error: '一次最多加入100种商品' }),
  ),
});

/** Cart line ids as "1,2,3", [1,2,3] or 'all'. */
export const CartIdsSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.union([z.literal('all'), idListParam({ empty: '请选择商品', bad: '商品编号不正确' }, 1000)]),
);
export type CartIds = z.infer<typeof CartIdsSchema>;

const cartInt = (msg: string, min = 0) => intParam(msg, min, MAX_ID);

/** /api/cart/:id/edit and /api/cart/quick_add/:id. */
export const CartIdParamsSchema = z.object({ id: cartInt('编号不正确', 1) });

/** POST /api/cart/:id/edit: the new quantity, as params[number] (the spec) or number. */
export const CartEditBodySchema = z
  .object({
    params: z.object({ number: quantityParam('购买数量须为正整数') }).optional(),
    number: quantityParam('购买数量须为正整数').optional(),
    new: z.unknown().optional(),
  })
  .transform((b, ctx) => {
    const number = b.params?.number ?? b.number;
    if (number === undefined) {
      ctx.addIssue({ code: 'custom', message: '请填写购买数量', path: ['params', 'number'] });
      return z.NEVER;
    }
    return { number };
  });

export const CartSelectBodySchema = z.object({
  ids: CartIdsSchema,
  is_selected: intParam('选择状态不正确', 0, 1),
});

export const CartDeleteBodySchema = z.object({ ids: CartIdsSchema });

/** POST /api/cart/copy: a chain copies lines into its reviewed stores' carts. */
export const CartCopyBodySchema = z.object({
  ids: CartIdsSchema,
  other_user_ids: CartIdsSchema.refine((v) => v !== 'all', { error: '请选择门店' }),
});

export const CartCheckoutBodySchema = z.object({
  ids: CartIdsSchema.optional(),
  new: z.unknown().optional(),
});

/** GET /api/cart/list: the filter tab (99999 = all lines). */
export const CartListQuerySchema = z.object({
  filters: z.preprocess(blankToUndefined, cartInt('筛选条件不正确').default(99999)),
  new: z.unknown().optional(),
});

/** POST /api/cart/next_hint: the spec sends these in the query; a body works too. */
export const NextHintInputSchema = z.object({
  id: cartInt('购物车编号不正确', 1).optional(),
  goods_id: cartInt('商品编号不正确', 1).optional(),
  number: quantityParam('购买数量须为正整数', 0).optional(),
});
export type NextHintInput = z.infer<typeof NextHintInputSchema>;
