/** Quick purchase (/kjcg, spec §7 User: fast_buy, buy) and the purchase-list matcher. */
import { z } from 'zod';
import {
  PageQuerySchema,
  TextSchema,
  TimeSchema,
  YuanSchema,
  blankToUndefined,
  idParam,
  pageOf,
  quantityParam,
} from './common';
import { uploadFileSchema } from './upload';

/**
 * 200 lines (a pharmacy's weekly reorder) in 20,000 characters: form-encoded Chinese takes 9 bytes a
 * character, and the server's body limit is 256 KB. A bigger ERP export is sent in parts.
 */
export const MAX_MATCH_TEXT = 20_000;
export const MAX_LIST_LINES = 200;

export const MatchListBodySchema = z.object({
  text: TextSchema('请粘贴或上传采购清单', { multiline: true })
    .trim()
    .min(1, '请粘贴或上传采购清单')
    .max(MAX_MATCH_TEXT, `采购清单不能超过${MAX_MATCH_TEXT}个字符，请分批导入`),
});
export type MatchListBody = z.infer<typeof MatchListBodySchema>;

/** A goods a line may mean, with what the buyer needs to decide (price, stock, whether it can be bought). */
export const MatchedGoodsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  bzdw: z.string(),
  base_price: YuanSchema.nullable(),
  stock: z.number().int(),
  min_qty: z.number().int(),
  mid_pack: z.number().int(),
  can_buy: z.boolean(),
  buy_block_reason: z.string().nullable(),
  /** 0..100: how well the goods fits the line's name, spec and maker. */
  confidence: z.number().int(),
});
export type MatchedGoods = z.infer<typeof MatchedGoodsSchema>;

/** matched: one clear, buyable goods; ambiguous: choose among close ones; unavailable: found but cannot be bought; not_found: nothing like it. */
export const MATCH_STATUSES = ['matched', 'ambiguous', 'unavailable', 'not_found'] as const;
export const MatchStatusSchema = z.enum(MATCH_STATUSES);
export type MatchStatus = z.infer<typeof MatchStatusSchema>;

export const MatchLineSchema = z.object({
  row: z.number().int(),
  raw: z.string(),
  name: z.string(),
  spec: z.string(),
  maker: z.string(),
  /** What the list asked for; null when it gave no quantity. */
  asked: z.number().int().nullable(),
  /** The quantity proposed for the cart (minimum and middle pack applied). */
  number: z.number().int(),
  status: MatchStatusSchema,
  reason: z.string().nullable(),
  goods: MatchedGoodsSchema.nullable(),
  alternatives: z.array(MatchedGoodsSchema),
});
export type MatchLine = z.infer<typeof MatchLineSchema>;

export const MatchResultSchema = z.object({
  lines: z.array(MatchLineSchema),
  summary: z.object({
    total: z.number().int(),
    matched: z.number().int(),
    ambiguous: z.number().int(),
    unavailable: z.number().int(),
    not_found: z.number().int(),
  }),
});
export type MatchResult = z.infer<typeof MatchResultSchema>;

export const AddAllBodySchema = z.object({
  lines: z
    .array(
      z.object({
        goods_id: idParam('商品编号不正确'),
        number: quantityParam('购买数量须为正整数'),
      }),
      { error: '请选择要加入购物车的商品' },
    )
    .min(1, '请选择要加入购物车的商品')
    .max(MAX_LIST_LINES, `一次最多加入${MAX_LIST_LINES}种商品`),
});
export type AddAllBody = z.infer<typeof AddAllBodySchema>;
export const AddAllResultSchema = z.object({ added: z.number().int(), total: z.number().int() });

export const FAST_BUY_ORDERS = ['times', 'recent', 'number'] as const;
export const FastBuyQuerySchema = PageQuerySchema.extend({
  order: z.preprocess(
    blankToUndefined,
    z.enum(FAST_BUY_ORDERS, { error: '排序方式不正确' }).default('times'),
  ),
});
export type FastBuyQuery = z.infer<typeof FastBuyQuerySchema>;

export const FastBuyItemSchema = z.object({
  goods: MatchedGoodsSchema.omit({ confidence: true }),
  /** Orders it was bought in, units in all, the last order's quantity and time. */
  times: z.number().int(),
  total_number: z.number().int(),
  last_number: z.number().int(),
  last_bought_at: TimeSchema,
});
export const FastBuyPageSchema = pageOf(FastBuyItemSchema);
export type FastBuyItem = z.infer<typeof FastBuyItemSchema>;

export const PurchaseRecordSchema = z.object({
  id: z.number().int(),
  /** order: a line of one of the buyer's orders; manual: noted by the buyer (POST /user/buy). */
  source: z.enum(['order', 'manual']),
  order_no: z.string(),
  goods_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  bzdw: z.string(),
  number: z.number().int(),
  price: YuanSchema.nullable(),
  remark: z.string(),
  created_at: TimeSchema,
});
export const PurchaseRecordPageSchema = pageOf(PurchaseRecordSchema);
export type PurchaseRecord = z.infer<typeof PurchaseRecordSchema>;

export const AddPurchaseRecordBodySchema = z.object({
  goods_id: idParam('商品编号不正确'),
  number: quantityParam('采购数量须为正整数'),
  remark: z.preprocess((v) => v ?? '', TextSchema('备注格式不正确').trim().max(100, '备注不能超过100个字')),
});
export const PurchaseRecordIdSchema = z.object({ id: z.number().int() });

/** POST /api/user/buy/read_file: an ERP export (.xlsx or .csv) read into the lines the matcher takes. */
export const ListFileBodySchema = z.object({ file: uploadFileSchema('请选择采购单文件') });
export const ListFileTextSchema = z.object({
  /** One line per non-empty row, cells separated by tabs, ready for the list box. */
  text: z.string(),
  rows: z.number().int(),
});
