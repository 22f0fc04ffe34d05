/**
 * Building blocks of every request and response contract. Bodies arrive form-encoded (spec §7), so
 * numbers and booleans may come as strings; the schemas accept both and hand the server typed values.
 * Money on the wire is a yuan string with two decimals ("12.50").
 *
 * Every id, quantity, amount and free text a request carries is parsed here, in one place, so that
 * no route can let through what the database would refuse (an id past int4, a NUL byte) or read a
 * sloppy spelling as a valid value ("+7", "546.0", "1e3", "0x10" are not numbers a page sends).
 */
import { z } from 'zod';
import { hasLoneSurrogate } from '../validation/instant';

/** PostgreSQL `integer` columns end here; a larger id can match nothing and must be a 422. */
export const MAX_ID = 2_147_483_647;
/** Most units of one goods on one line: far above any wholesale order, far below overflow. */
export const MAX_QUANTITY = 999_999;
/** Largest amount a page may send back: 99,999,999.99 yuan (any real order is far below). */
export const MAX_YUAN_FEN = 9_999_999_999;
/** Shown when a text field carries control characters (NUL and friends have no place in a form). */
export const CONTROL_CHAR_MSG = '输入内容包含非法字符';

const CANONICAL_INT = /^(?:0|[1-9]\d{0,15})$/;

/**
 * The integer a canonical decimal spelling stands for ("0", "7", "2147483647", or a JSON integer),
 * else null: no sign, no leading zero, no fraction, exponent, hex or surrounding blanks.
 */
export function canonicalInt(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && CANONICAL_INT.test(v)) {
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/** A canonical integer in [min, max]; anything else is a 422 with `msg`. */
export const intParam = (msg: string, min: number, max: number) =>
  z.union([z.string(), z.number()], { error: msg }).transform((v, ctx) => {
    const n = canonicalInt(v);
    if (n === null || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: msg });
      return z.NEVER;
    }
    return n;
  });

/** Browsers send cleared form fields as ''; that means "not given", never zero. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A row id: 1..2^31-1, canonical. */
export const idParam = (msg: string) => intParam(msg, 1, MAX_ID);
/** An id where 0 means "none" (coupon_id=0, goods_price_id=0). */
export const idOrZeroParam = (msg: string) => intParam(msg, 0, MAX_ID);
/** An id that may be left out or blank. */
export const optionalIdParam = (msg: string) => z.preprocess(blankToUndefined, idParam(msg).optional());
/** Units of goods: 1..MAX_QUANTITY, canonical. */
export const quantityParam = (msg: string, min = 1) => intParam(msg, min, MAX_QUANTITY);

/**
 * A list of ids as a form or page sends it: "1,2,3", ids[]=1&ids[]=2 or JSON [1,2]. Duplicates are
 * dropped; every element must be a canonical id.
 */
export const idListParam = (msgs: { empty: string; bad: string; tooMany?: string }, max = 200) =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: msgs.empty })
    .transform((v, ctx) => {
      const parts = Array.isArray(v)
        ? v
        : String(v)
            .split(',')
            .filter((s) => s.trim() !== '');
      if (parts.length === 0) {
        ctx.addIssue({ code: 'custom', message: msgs.empty });
        return z.NEVER;
      }
      if (parts.length > max) {
        ctx.addIssue({ code: 'custom', message: msgs.tooMany ?? msgs.bad });
        return z.NEVER;
      }
      const ids: number[] = [];
      for (const p of parts) {
        const n = canonicalInt(typeof p === 'string' ? p.trim() : p);
        if (n === null || n < 1 || n > MAX_ID) {
          ctx.addIssue({ code: 'custom', message: msgs.bad });
          return z.NEVER;
        }
        ids.push(n);
      }
      return [...new Set(ids)];
    });

/** Cart line ids of /cart/step2 and the order: "1,2,3", ["1","2"] or [1,2]; at least one. */
export const IdListSchema = idListParam({
  empty: '请选择要结算的商品',
  bad: '商品编号不正确',
  tooMany: '一次最多结算200种商品',
});

export const YuanSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** Yuan a page sends ("12.5", "12.50", 12.5) → fen; negative, malformed or absurd amounts are a 422. */
export const yuanInput = (msg: string) =>
  z.union([z.string(), z.number()], { error: msg }).transform((v, ctx) => {
    const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(typeof v === 'number' ? String(v) : v.trim());
    const fen = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
    if (fen === null || fen > MAX_YUAN_FEN) {
      ctx.addIssue({ code: 'custom', message: msg });
      return z.NEVER;
    }
    return fen;
  });
/** Yuan as a buyer's page sends it back ("12.5", "12.50", 12.5). */
export const YuanInputSchema = yuanInput('金额格式不正确');

// eslint-disable-next-line no-control-regex
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f]/;
// Multi-line text (remarks, chat, feedback) keeps tab and line breaks; nothing else below space.
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlChars = (s: string, multiline = false) =>
  (multiline ? CONTROL_MULTI_LINE : CONTROL_ONE_LINE).test(s);

/**
 * Free text from a buyer or an operator. Chain .trim().min().max() with Chinese messages as usual;
 * control characters and lone UTF-16 surrogates are refused first, so a NUL byte or a "\ud800"
 * (which PostgreSQL cannot store) is a 422, not a 500.
 */
export const TextSchema = (required?: string, opts: { multiline?: boolean } = {}) =>
  z
    .string(required === undefined ? undefined : { error: required })
    .refine((s) => !hasControlChars(s, opts.multiline) && !hasLoneSurrogate(s), CONTROL_CHAR_MSG);

/** true/false, "1"/"0", "true"/"false"; missing = false. */
export const FormBoolSchema = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return false;
  if (v === '1' || v === 'true' || v === 1) return true;
  if (v === '0' || v === 'false' || v === 0) return false;
  return v;
}, z.boolean());

/**
 * Query-string pieces. Browsers send empty values for cleared filters (`select=`), so '' means
 * "not given"; the schema sees undefined.
 */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
/** Search text of a filter; control characters (NUL above all) are never a search. */
export const textParam = (msg: string, max: number) => TextSchema(msg).max(max, msg);
/** A "0"/"1" switch of the query string. */
export const flagParam = (msg: string) => z.enum(['0', '1'], { error: msg }).transform((v) => v === '1');
/** ?page= of the storefront lists: 1 when left out. */
export const pageParam = optionalParam(intParam('页码不正确', 1, 9999)).transform((v) => v ?? 1);

export const PageQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, intParam('页码不正确', 1, 10_000).default(1)),
  page_size: z.preprocess(blankToUndefined, intParam('每页条数不正确', 1, 100).default(10)),
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

/** A route that answers with a file's bytes (image, PDF) rather than the envelope. */
export const FileBytesSchema = z.unknown().describe('文件内容（图片 / PDF），不是 JSON 信封');
/** A route that answers with an HTML page (the sandbox cashier) rather than the envelope. */
export const HtmlPageSchema = z.string().describe('HTML 页面，不是 JSON 信封');
/** A GET whose handler reads no parameters: stray ones (cache busters) are dropped, not refused. */
export const NoQuerySchema = z.object({});
/** A payment gateway's notification: the exact bytes it signed, read as text, never parsed. */
export const GatewayNotifyBodySchema = z
  .string()
  .default('')
  .describe('支付网关通知的原始报文，不是表单或 JSON');
/** A payment gateway's acknowledgement, in the gateway's own format (not the envelope). */
export const GatewayAckSchema = z.string().describe('支付网关要求的应答格式，不是 JSON 信封');
