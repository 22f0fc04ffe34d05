/** Back office: warehouse and GSP — pick lists, 复核 with 药品追溯码, ledger, exports (/api/admin/warehouse). */
import { z } from 'zod';
import { adminPage, adminRequiredText, adminText, AdminPageQuerySchema } from './admin-common';
import { formDate } from './admin-forms';
import { idParam } from './common';
import { inspectionPhotoId } from './upload';

/** 药品追溯码 (national coding rule): 20 digits, the first 7 the goods' 药品标识码. */
export const TRACE_CODE_LENGTH = 20;
export const DRUG_ID_CODE_LENGTH = 7;
export const isTraceCodeShape = (code: string) => /^\d{20}$/.test(code);

/** Why a scanned code is refused for a goods, or null when its shape and prefix fit. */
export function traceCodeProblem(code: string, drugIdCode: string): string | null {
  if (!isTraceCodeShape(code)) return `追溯码须为${TRACE_CODE_LENGTH}位数字`;
  if (!code.startsWith(drugIdCode)) return `追溯码前7位应为药品标识码 ${drugIdCode}`;
  return null;
}

const ids = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(idParam('订单编号不正确')).max(200, '一次最多200个订单'),
);

/** A pick list from chosen orders, or a wave: every pickable order paid up to `until`. */
export const PickListCreateSchema = z
  .object({
    order_ids: ids.default([]),
    until: z.string().datetime({ offset: true, message: '波次截止时间不正确' }).optional(),
    picker_id: idParam('请选择拣货员').optional(),
  })
  .refine((v) => v.order_ids.length > 0 || v.until, {
    message: '请选择订单或波次截止时间',
    path: ['order_ids'],
  });
export type PickListCreate = z.input<typeof PickListCreateSchema>;

export const PickListResultSchema = z.object({
  id: z.number().int(),
  pick_no: z.string(),
  order_ids: z.array(z.number().int()),
});

export const PickableOrderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  company: z.string(),
  paid_at: z.string(),
  goods_count: z.number().int(),
  units: z.number().int(),
  status: z.string(),
  status_text: z.string(),
  pick_no: z.string(),
  picker: z.string(),
  checker: z.string(),
});
export const WarehouseQueueQuerySchema = AdminPageQuerySchema.extend({
  view: z.enum(['pickable', 'picking', 'checked']).default('pickable'),
});
export const WarehouseQueueSchema = adminPage(PickableOrderSchema);

/** The 复核 screen of one order: per line the batches picked and what a scan must match. */
export const CheckLineSchema = z.object({
  line_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  bzdw: z.string(),
  number: z.number().int(),
  drug_id_code: z.string(),
  traced: z.boolean(),
  lots: z.array(z.object({ batch_no: z.string(), expires_on: z.string(), number: z.number().int() })),
  codes: z.array(z.string()),
});
export const CheckViewSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  company: z.string(),
  status: z.string(),
  status_text: z.string(),
  pick_no: z.string(),
  picker: z.string(),
  checker: z.string(),
  checked_at: z.string(),
  lines: z.array(CheckLineSchema),
});
export type CheckView = z.infer<typeof CheckViewSchema>;

export const CheckBodySchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: idParam('订单行不正确'),
        codes: z.array(z.string().trim().max(40, '追溯码过长')).max(10_000, '追溯码过多'),
      }),
    )
    .min(1, '请逐行复核')
    .max(500, '订单行过多'),
});
export type CheckBody = z.input<typeof CheckBodySchema>;

/** 出入库流水 kinds: what moved a lot's stock (the server's ledger writers name one each). */
export const LEDGER_KINDS = {
  receive: '入库',
  sale: '销售出库',
  cancel: '取消回库',
  return: '退货入库',
  quarantine: '不合格入隔离区',
  dispose: '不合格品处置',
  adjust: '库存调整',
  freeze: '质量冻结',
  unfreeze: '解除冻结',
  correct: '批次信息更正',
} as const;
export type LedgerKind = keyof typeof LEDGER_KINDS;

export const LedgerQuerySchema = AdminPageQuerySchema.extend({
  keyword: adminText('关键词', 50).default(''),
  kind: z.enum(['', ...(Object.keys(LEDGER_KINDS) as LedgerKind[])], { error: '流水类型不正确' }).default(''),
  area: z.enum(['', 'saleable', 'quarantine']).default(''),
  lot_id: idParam('批次编号不正确').optional(),
  from: formDate('开始日期').optional(),
  to: formDate('结束日期').optional(),
});
export const LedgerRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  goods_name: z.string(),
  batch_no: z.string(),
  area: z.string(),
  kind: z.string(),
  kind_text: z.string(),
  delta: z.number().int(),
  qty_before: z.number().int(),
  qty_after: z.number().int(),
  operator: z.string(),
  reason: z.string(),
  source: z.string(),
});
export type LedgerRow = z.infer<typeof LedgerRowSchema>;
export const LedgerPageSchema = adminPage(LedgerRowSchema);

export const DateRangeQuerySchema = z
  .object({ from: formDate('开始日期'), to: formDate('结束日期') })
  .refine((v) => v.to >= v.from, { message: '结束日期不能早于开始日期', path: ['to'] });
export const DayQuerySchema = z.object({ date: formDate('日期') });

/** 退货验收: 合格 back to sale, 不合格 to the quarantine area; photos are upload URLs. */
export const InspectBodySchema = z
  .object({
    result: z.enum(['pass', 'fail'], { message: '请选择验收结论' }),
    reason: adminText('验收说明', 200).default(''),
    photos: z
      .array(
        adminRequiredText('照片', 300).refine((u) => inspectionPhotoId(u) !== null, '验收照片地址不正确'),
      )
      .max(9, '最多9张照片')
      .default([]),
  })
  .refine((v) => v.result === 'pass' || v.reason.length > 0, {
    message: '不合格须填写原因',
    path: ['reason'],
  });
export type InspectBody = z.input<typeof InspectBodySchema>;

export const QuarantineRowSchema = z.object({
  id: z.number().int(),
  goods_name: z.string(),
  ypgg: z.string(),
  batch_no: z.string(),
  number: z.number().int(),
  reason: z.string(),
  aftersale_id: z.number().int(),
  status: z.string(),
  status_text: z.string(),
  disposal_reason: z.string(),
  disposed_by: z.string(),
  disposed_at: z.string(),
  created_at: z.string(),
});
export const QuarantineQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(['', 'held', 'destroyed', 'returned']).default(''),
});
export const QuarantinePageSchema = adminPage(QuarantineRowSchema);
export const DisposeBodySchema = z.object({
  action: z.enum(['destroyed', 'returned'], { message: '请选择处置方式' }),
  reason: adminRequiredText('处置原因', 200),
});
