/** 药检报告 (/zhzx/jybg): inspection reports of the lots a buyer has bought (spec §7 GET /api/jybg/filter). */
import { z } from 'zod';
import { blankToUndefined, pageOf, PageQuerySchema, TextSchema } from './common';

const filterText = (label: string) =>
  z.preprocess(blankToUndefined, TextSchema().trim().max(40, `${label}过长`).optional());

export const JybgQuerySchema = PageQuerySchema.extend({
  goods_name: filterText('商品名称'),
  batch_no: filterText('批号'),
  sccj: filterText('生产厂家'),
});
export type JybgQuery = z.infer<typeof JybgQuerySchema>;

export const JybgRowSchema = z.object({
  lot_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  /** Empty when the back office has not attached the report yet. */
  report_url: z.string(),
  /** Units of this lot the buyer received over all its orders, and when it last bought it. */
  bought_number: z.number().int(),
  last_bought_at: z.string(),
});
export type JybgRow = z.infer<typeof JybgRowSchema>;

export const JybgListSchema = pageOf(JybgRowSchema);
export type JybgList = z.infer<typeof JybgListSchema>;
