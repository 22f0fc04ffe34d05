/**
 * Request shapes of spec §7 Cart. Bodies arrive form-encoded (params[0][goods_id]=1) or as JSON, so
 * every number is coerced and every field a buyer can get wrong carries a Chinese message.
 */
import { z } from 'zod';
import {
  AddLineSchema,
  MAX_ID,
  blankToUndefined,
  idListParam,
  intParam,
  quantityParam,
  type AddLine,
} from '@shop/shared';

const intField = (msg: string, min = 0) => intParam(msg, min, MAX_ID);

/** One line of POST /api/cart: the shared contract, so the catalogue pages build the same shape. */
export const addLineSchema = AddLineSchema;
export type { AddLine };

/** qs turns params[0][..] into an array; one line may also arrive as a plain object. */
export const addBody = z.object({
  params: z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'goods_id' in v ? [v] : v),
    z
      .array(addLineSchema, { error: '请选择要加入购物车的商品' })
      .min(1, { error: '请选择要加入购物车的商品' })
      .max(100, { error: '一次最多加入100种商品' }),
  ),
});

/** ids as "1,2,3", [1,2,3] or 'all'. */
export const idsField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.union([z.literal('all'), idListParam({ empty: '请选择商品', bad: '商品编号不正确' }, 1000)]),
);
export type Ids = z.infer<typeof idsField>;

export const idParam = z.object({ id: intField('编号不正确', 1) });

export const editBody = z
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

export const selectBody = z.object({
  ids: idsField,
  is_selected: intParam('选择状态不正确', 0, 1),
});

export const deleteBody = z.object({ ids: idsField });

export const copyBody = z.object({
  ids: idsField,
  other_user_ids: idsField.refine((v) => v !== 'all', { error: '请选择门店' }),
});

export const checkoutBody = z.object({ ids: idsField.optional(), new: z.unknown().optional() });

export const listQuery = z.object({
  filters: z.preprocess(blankToUndefined, intField('筛选条件不正确').default(99999)),
  new: z.unknown().optional(),
});

export const nextHintInput = z
  .object({
    id: intField('购物车编号不正确', 1).optional(),
    goods_id: intField('商品编号不正确', 1).optional(),
    number: quantityParam('购买数量须为正整数', 0).optional(),
  })
  .refine((v) => v.id !== undefined || v.goods_id !== undefined, { error: '请指定商品' });
