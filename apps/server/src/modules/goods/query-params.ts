import { z } from 'zod';
import { yuanToFen } from '@shop/shared';

/**
 * Query-string pieces with the Chinese message a buyer sees as a toast (spec §5: 422 shows the first
 * message). Browsers send empty values for cleared filters (`select=`), so '' means "not given".
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const idParam = (msg: string) =>
  z
    .string({ error: msg })
    .regex(/^\d{1,9}$/, msg)
    .transform(Number)
    .refine((n) => n > 0, msg);

/** Control characters (NUL above all, which PostgreSQL refuses in text) are never a search. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export const textParam = (msg: string, max: number) =>
  z
    .string({ error: msg })
    .max(max, msg)
    .refine((v) => !CONTROL.test(v), msg);

export const flagParam = (msg: string) => z.enum(['0', '1'], { error: msg }).transform((v) => v === '1');

export const yuanParam = (msg: string) =>
  z
    .string({ error: msg })
    .max(12, msg)
    .transform((v, ctx) => {
      const fen = yuanToFen(v);
      if (fen === null || fen < 0) {
        ctx.addIssue({ code: 'custom', message: msg });
        return z.NEVER;
      }
      return fen;
    });

export const pageParam = optional(
  z
    .string({ error: '页码不正确' })
    .regex(/^\d{1,4}$/, '页码不正确')
    .transform(Number)
    .refine((n) => n >= 1, '页码不正确'),
).transform((v) => v ?? 1);
