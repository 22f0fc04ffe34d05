/** The audit trail (操作日志): list, chain verification, Excel export. */
import { z } from 'zod';
import { AdminPageQuerySchema, adminPage } from './admin-common';

export const AuditQuerySchema = AdminPageQuerySchema.extend({
  operator_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: z.string().trim().max(40).optional(),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(40).optional(),
  /** Days, inclusive, as YYYY-MM-DD. */
  from: z.iso.date({ error: '开始日期格式不正确' }).optional(),
  to: z.iso.date({ error: '结束日期格式不正确' }).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditRowSchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  operator_id: z.number().int(),
  operator_name: z.string(),
  ip: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  hash: z.string(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;
export const AuditListSchema = adminPage(AuditRowSchema);
export const AuditOperatorsSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const AuditVerifySchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  /** The first record whose link or content does not match; null when the chain is whole. */
  broken_at: z.number().int().nullable(),
  reason: z.string(),
  verified_at: z.string(),
});
export type AuditVerify = z.infer<typeof AuditVerifySchema>;

/** The export is a file, not an envelope: the schema names its query only. */
export const AuditExportQuerySchema = AuditQuerySchema.omit({ page: true, page_size: true });
