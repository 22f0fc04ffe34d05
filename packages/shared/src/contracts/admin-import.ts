/** Back office: Excel/CSV import of goods, lots and prices, and the exports (/api/admin/import, /api/admin/export). */
import { z } from 'zod';

export const IMPORT_ENTITIES = { goods: '商品', lots: '批次库存', prices: '价格' } as const;
export type ImportEntity = keyof typeof IMPORT_ENTITIES;
export const ImportEntitySchema = z.enum(Object.keys(IMPORT_ENTITIES) as [ImportEntity], {
  error: '导入类型不正确',
});

/** One import holds at most this many data rows (the 10,000 with headroom). */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const ImportEntityParamsSchema = z.object({ entity: ImportEntitySchema });
export const ImportTemplateQuerySchema = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
/** POST /api/admin/import/:entity?file_name=: the file's name, for the job list. */
export const ImportUploadQuerySchema = z.object({
  file_name: z.string().trim().max(120, '文件名过长').default('导入文件'),
});
/** POST /api/admin/import/:entity: the file itself is the body (xlsx or csv bytes, not JSON). */
export const ImportUploadBodySchema = z
  .unknown()
  .describe('上传的文件内容（xlsx / csv 原始字节），不是 JSON');
export const ImportJobParamsSchema = z.object({
  id: z.string().regex(/^[a-f0-9-]{36}$/, '导入任务不存在'),
});

/**
 * validating → ready (report shown, nothing written) → committing → done; ready → cancelled.
 * failed: the file could not be read, or the commit was refused and rolled back as a whole.
 */
export const IMPORT_STATES = ['validating', 'ready', 'committing', 'done', 'cancelled', 'failed'] as const;

export const ImportRejectSchema = z.object({ row: z.number().int(), reason: z.string() });
export const ImportJobSchema = z.object({
  id: z.string(),
  entity: ImportEntitySchema,
  file_name: z.string(),
  state: z.enum(IMPORT_STATES),
  total: z.number().int(),
  /** Rows looked at so far in the current phase (validation, then commit). */
  processed: z.number().int(),
  valid: z.number().int(),
  rejected: z.number().int(),
  /** The first rejected rows; the whole list is in the report download. */
  rejects: z.array(ImportRejectSchema),
  written: z.number().int(),
  error: z.string(),
  /** Milliseconds the commit took, for the rows/s figure shown after it. */
  commit_ms: z.number().int(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const EXPORT_KINDS = { goods: '商品', stock: '库存批次', orders: '订单' } as const;
export const ExportKindParamsSchema = z.object({
  kind: z.enum(Object.keys(EXPORT_KINDS) as [keyof typeof EXPORT_KINDS], { error: '导出类型不正确' }),
});

/** A file download: the body is the file's bytes, not an envelope. */
export const AdminDownloadSchema = z.unknown().describe('file download (xlsx / csv)');
