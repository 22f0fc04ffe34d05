/** Building blocks of the back-office contracts (/api/admin/*). */
import { z } from 'zod';
import { TextSchema, blankToUndefined, idOrZeroParam, idParam, intParam } from './common';

/**
 * The response of a back-office call: the usual envelope around `data`. `data` may be null because
 * a refusal (code 10002, HTTP 200) travels through the same status and carries no data.
 */
export const adminEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data: data.nullable() });

/** Server-side paging of every back-office list (page_size up to 100). */
export const AdminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

export const AdminIdParamsSchema = z.object({ id: idParam('编号不正确') });
/** The n-th photo (from 1) a buyer attached to a row: feedback, return request. */
export const AdminImageParamsSchema = AdminIdParamsSchema.extend({ n: intParam('图片序号不正确', 1, 9) });

/** Free text an operator types (reasons, notes): trimmed, bounded, no control characters. */
export const adminText = (label: string, max: number, multiline = true) =>
  TextSchema(`请填写${label}`, { multiline })
    .transform((s) => s.trim())
    .pipe(z.string().max(max, `${label}不能超过${max}个字`));

export const adminRequiredText = (label: string, max: number, multiline = true) =>
  adminText(label, max, multiline).pipe(z.string().min(1, `请填写${label}`));

/** A stored link: empty, http(s)://…, or a path on this site ('/…', never '//' or '/\\' to another host). */
export const isSafeUrl = (v: string): boolean =>
  v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?![/\\])[^\s]*$/.test(v);

/** A URL field an operator fills in: `javascript:` and other schemes are refused (they reach window.open). */
export const adminUrl = (label: string, max = 300) =>
  adminText(label, max, false).default('').refine(isSafeUrl, `${label}须以 http:// 、https:// 或 / 开头`);

export const EmptySchema = z.object({}).strict();
export const OkNullSchema = z.null();

/** A download (Excel, PDF): the body is the file's bytes, not an envelope. */
export const AdminFileSchema = z.unknown().describe('file download (xlsx / pdf)');

/** A bulk action over chosen rows (across pages): each row is done or refused on its own. */
export const AdminBulkBodySchema = z.object({
  ids: z
    .array(z.number({ error: '编号不正确' }).int('编号不正确').positive('编号不正确'), {
      error: '请选择要处理的记录',
    })
    .min(1, '请选择要处理的记录')
    .max(200, '一次最多处理200条'),
});
/** What was done, and each refused row named with its reason (nothing half-done within a row). */
export const AdminBulkResultSchema = z.object({
  done: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type AdminBulkResult = z.infer<typeof AdminBulkResultSchema>;

/**
 * A bulk action whose chosen rows each carry their own input (a carrier and tracking no., a bank
 * serial): one item per row, `key` (when given) must differ between rows or the whole call is a 422.
 */
export const adminBulkItems = <T extends z.ZodRawShape>(
  shape: T,
  distinct?: { key: (item: z.output<z.ZodObject<T>>) => string; msg: (value: string) => string },
) =>
  z.object({
    items: z
      .array(
        z.object({
          id: z.number({ error: '编号不正确' }).int('编号不正确').positive('编号不正确'),
          ...shape,
        }),
        {
          error: '请选择要处理的记录',
        },
      )
      .min(1, '请选择要处理的记录')
      .max(200, '一次最多处理200条')
      .superRefine((items, ctx) => {
        if (!distinct) return;
        const seen = new Set<string>();
        for (const item of items as z.output<z.ZodObject<T>>[]) {
          const k = distinct.key(item);
          if (seen.has(k)) {
            ctx.addIssue({ code: 'custom', message: distinct.msg(k) });
            return;
          }
          seen.add(k);
        }
      }),
  });

/**
 * Only the customers of this 客户经理: the data-scope hook sets it on an 'own'-scope operator's
 * lists (returns, chats, feedback, wanted), whatever the request said.
 */
export const AdminManagerFilter = {
  manager_id: z.preprocess(blankToUndefined, idOrZeroParam('客户经理不正确').optional()),
};
