/** Building blocks of the back-office (/api/admin) contracts. */
import { z } from 'zod';
import { YuanInputSchema } from './common';
import { isStrictDate, isStrictInstant } from '../validation/instant';

export const formInt = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}须为整数` })
    .int(`${label}须为整数`)
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);

/** Money typed by an operator in yuan ("12.5"); becomes fen. */
export const formYuan = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `请输入${label}` })
    .pipe(YuanInputSchema)
    .refine((v) => v <= 100_000_000_00, `${label}过大`);

/** yyyy-mm-dd */
export const formDate = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine(isStrictDate, `${label}不是有效日期`);

/**
 * An ISO instant or empty (open on that side of a window). Strict: '2026-02-30', '+1' and ' 1 ',
 * which Date.parse takes, are refused (lib validation/instant).
 */
export const formInstant = (label: string) =>
  z
    .union([z.string(), z.null()], { error: `${label}不是有效时间` })
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isStrictInstant(v), `${label}不是有效时间`);

/** A write that returns only the id it touched. */
export const AdminWriteResultSchema = z.object({ id: z.number().int() });
export const AdminCountSchema = z.object({ count: z.number().int() });
export const AdminNullSchema = z.null();

/** Activity windows as an operator sets them, and a check that the end comes after the start. */
export const windowInput = {
  starts_at: formInstant('开始时间'),
  ends_at: formInstant('结束时间'),
  is_active: z
    .preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean())
    .default(true),
};
export const endsAfterStart = (v: { starts_at: string | null; ends_at: string | null }) =>
  !v.starts_at || !v.ends_at || Date.parse(v.ends_at) > Date.parse(v.starts_at);
export const WINDOW_MSG = '结束时间须晚于开始时间';
