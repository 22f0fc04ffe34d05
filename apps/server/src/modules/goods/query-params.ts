import { z } from 'zod';
import { TextSchema, idParam as sharedIdParam, intParam, yuanInput } from '@shop/shared';

/**
 * Query-string pieces with the Chinese message a buyer sees as a toast (spec §5: 422 shows the first
 * message). Browsers send empty values for cleared filters (`select=`), so '' means "not given".
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const idParam = sharedIdParam;

/** Control characters (NUL above all, which PostgreSQL refuses in text) are never a search. */
export const textParam = (msg: string, max: number) => TextSchema(msg).max(max, msg);

export const flagParam = (msg: string) => z.enum(['0', '1'], { error: msg }).transform((v) => v === '1');

export const yuanParam = yuanInput;

export const pageParam = optional(intParam('页码不正确', 1, 9999)).transform((v) => v ?? 1);
