/**
 * Building blocks of the order, payment, address and wallet contracts. Bodies arrive form-encoded
 * (spec §7), so numbers and booleans may come as strings; the schemas accept both and hand the
 * server typed values. Money on the wire is a yuan string with two decimals ("12.50").
 */
import { z } from 'zod';

export const YuanSchema = z.string().regex(/^-?\d+\.\d{2}$/);
/** Yuan as a buyer's page sends it back ("12.5", "12.50", 12.5). */
export const YuanInputSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(v).trim());
  if (!m) {
    ctx.addIssue({ code: 'custom', message: '金额格式不正确' });
    return z.NEVER;
  }
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
});

export const idParam = (msg: string) => z.coerce.number({ error: msg }).int(msg).positive(msg);

/** "1,2,3", ["1","2"] or [1,2] → [1,2,3]; at least one. */
export const IdListSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z
    .array(z.coerce.number().int('商品编号不正确').positive('商品编号不正确'), {
      error: '请选择要结算的商品',
    })
    .min(1, '请选择要结算的商品')
    .max(200, '一次最多结算200种商品'),
);

/** true/false, "1"/"0", "true"/"false"; missing = false. */
export const FormBoolSchema = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return false;
  if (v === '1' || v === 'true' || v === 1) return true;
  if (v === '0' || v === 'false' || v === 0) return false;
  return v;
}, z.boolean());

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

/** ISO-8601 timestamps on the wire. */
export const TimeSchema = z.string();
