/** Back office: stock lots — receive, adjust, freeze, near-expiry (/api/admin/lots). */
import { z } from 'zod';
import { adminText, adminRequiredText, adminUrl, AdminPageQuerySchema } from './admin-common';
import { idParam } from './common';
import { formDate, formInt } from './admin-forms';

export const AdminLotSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  stock: z.number().int(),
  report_url: z.string(),
  frozen: z.boolean(),
  frozen_reason: z.string(),
  /** Days until expiry (negative once expired). */
  days_left: z.number().int(),
});
export type AdminLot = z.infer<typeof AdminLotSchema>;
export const AdminLotPageSchema = z.object({
  list: z.array(AdminLotSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const AdminLotQuerySchema = AdminPageQuerySchema.extend({
  goods_id: idParam('商品编号不正确').optional(),
  keyword: adminText('关键词', 50).default(''),
  /** near: expires within `days` days and still in stock (the /jxqzc rule); frozen: on quality hold. */
  view: z.enum(['all', 'near', 'frozen', 'expired']).default('all'),
  days: z.coerce.number().int().min(1).max(730).default(180),
});

export const AdminLotReceiveSchema = z
  .object({
    goods_id: idParam('请选择商品'),
    batch_no: adminRequiredText('批号', 30).refine(
      (v) => /^[A-Za-z0-9-]+$/.test(v),
      '批号只能含字母、数字和-',
    ),
    produced_on: formDate('生产日期'),
    expires_on: formDate('有效期至'),
    quantity: formInt('入库数量', 1, 10_000_000),
    report_url: adminUrl('药检报告'),
  })
  .refine((v) => v.expires_on > v.produced_on, { message: '有效期须晚于生产日期', path: ['expires_on'] });
export type AdminLotReceive = z.input<typeof AdminLotReceiveSchema>;

export const AdminLotIdParamsSchema = z.object({ id: idParam('批次编号不正确') });

export const AdminLotAdjustSchema = z.object({
  delta: formInt('调整数量', -10_000_000, 10_000_000).refine((v) => v !== 0, '调整数量不能为0'),
  reason: adminRequiredText('调整原因', 100),
});

export const AdminLotFreezeSchema = z.object({
  frozen: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()),
  // GSP: every hold and every release says why.
  reason: adminRequiredText('原因', 100),
});

export const AdminLotCorrectSchema = z
  .object({
    produced_on: formDate('生产日期'),
    expires_on: formDate('有效期至'),
    reason: adminRequiredText('更正原因', 100),
  })
  .refine((v) => v.expires_on > v.produced_on, { message: '有效期须晚于生产日期', path: ['expires_on'] });

export const AdminLotReportSchema = z.object({ report_url: adminRequiredText('药检报告', 300) });

export const AdminLotLogSchema = z.array(
  z.object({
    id: z.number().int(),
    kind: z.string(),
    delta: z.number().int(),
    reason: z.string(),
    created_at: z.string(),
  }),
);
