/**
 * Request shapes of spec §7 Cart. Bodies arrive form-encoded (params[0][goods_id]=1) or as JSON, so
 * every number is coerced and every field a buyer can get wrong carries a Chinese message.
 */
import { z } from 'zod';
import { yuanToFen } from '@shop/shared';

const intField = (msg: string, min = 0) =>
  z.coerce
    .number({ error: msg })
    .int({ error: msg })
    .min(min, { error: msg })
    .max(2_147_483_647, { error: msg });
const optionalId = (msg: string) => intField(msg).default(0);

export const lineTypeField = z.coerce
  .number({ error: '购物车类型不正确' })
  .int({ error: '购物车类型不正确' })
  .refine((t) => [0, 1, 2, 3].includes(t), { error: '购物车类型不正确' });

export const addLineSchema = z.object({
  goods_id: intField('商品编号不正确', 1),
  price: z
    .union([z.string(), z.number()])
    .default('0')
    .transform((v, ctx) => {
      const fen = yuanToFen(v === '' ? '0' : v);
      if (fen === null || fen < 0) {
        ctx.addIssue({ code: 'custom', message: '商品价格格式不正确' });
        return z.NEVER;
      }
      return fen;
    }),
  number: intField('购买数量须为正整数', 1),
  ck_id: optionalId('仓库编号不正确'),
  goods_price_id: optionalId('活动编号不正确'),
  ladder_price_id: optionalId('阶梯价编号不正确'),
  goods_manjian_id: optionalId('满减活动编号不正确'),
  is_yj: optionalId('参数 is_yj 不正确'),
  type: lineTypeField.optional(),
});
export type AddLine = z.infer<typeof addLineSchema>;

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
  z.union([
    z.literal('all'),
    z
      .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: '请选择商品' })
      .transform((v, ctx) => {
        const parts = (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean);
        const ids = parts.map(Number);
        if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) {
          ctx.addIssue({ code: 'custom', message: '商品编号不正确' });
          return z.NEVER;
        }
        if (ids.length === 0) {
          ctx.addIssue({ code: 'custom', message: '请选择商品' });
          return z.NEVER;
        }
        return [...new Set(ids)];
      }),
  ]),
);
export type Ids = z.infer<typeof idsField>;

export const idParam = z.object({ id: intField('编号不正确', 1) });

export const editBody = z
  .object({
    params: z.object({ number: intField('购买数量须为正整数', 1) }).optional(),
    number: intField('购买数量须为正整数', 1).optional(),
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
  is_selected: z.coerce
    .number({ error: '选择状态不正确' })
    .refine((n) => n === 0 || n === 1, { error: '选择状态不正确' }),
});

export const deleteBody = z.object({ ids: idsField });

export const copyBody = z.object({
  ids: idsField,
  other_user_ids: idsField.refine((v) => v !== 'all', { error: '请选择门店' }),
});

export const checkoutBody = z.object({ ids: idsField.optional(), new: z.unknown().optional() });

export const listQuery = z.object({
  filters: z.coerce.number({ error: '筛选条件不正确' }).int({ error: '筛选条件不正确' }).default(99999),
  new: z.unknown().optional(),
});

export const nextHintInput = z
  .object({
    id: intField('购物车编号不正确', 1).optional(),
    goods_id: intField('商品编号不正确', 1).optional(),
    number: intField('购买数量须为正整数', 0).optional(),
  })
  .refine((v) => v.id !== undefined || v.goods_id !== undefined, { error: '请指定商品' });
