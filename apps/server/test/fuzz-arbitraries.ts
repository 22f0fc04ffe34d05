/**
 * Request generators for the fuzz suite: values derived from a route's zod schemas (as JSON Schema
 * of their input side), mixed with what a hostile or broken client sends. Deterministic under a seed.
 */
import fc from 'fast-check';
import qs from 'qs';
import { z } from 'zod';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: Json[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}

/** The JSON Schema of a zod schema's input side; {} (anything) when it cannot be expressed. */
export function inputJsonSchema(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const LONG = 'x'.repeat(5000);
/** Spellings that broke this shop or others: bounds, lax numbers, NUL, metacharacters, odd Unicode. */
export const hostileScalar: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    '',
    ' ',
    '0',
    '-1',
    '1',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '1e3',
    '0x10',
    '+7',
    '546.0',
    '-0',
    'NaN',
    'Infinity',
    'null',
    'true',
    'all',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[0m',
    '%',
    '%%',
    '_',
    "'",
    "' OR 1=1 --",
    '"',
    '\\',
    '<script>alert(1)</script>',
    '感冒灵',
    '\ud800',
    // Issue 26's probe: half a surrogate pair inside text, impossible and lenient dates, numbers
    // with spaces or a sign, invisible and bidi text, schemes that must not be stored as links.
    'x\ud800',
    '\udc00y',
    '2026-02-30',
    '2026-02-30T10:00:00Z',
    ' 1 ',
    '+1',
    '\u200b',
    '\u202e李药师',
    'javascript:alert(1)',
    '//evil.example',
    '🧪💊',
    '\u202e',
    LONG,
    0,
    -1,
    1,
    2147483647,
    2147483648,
    2 ** 53 + 2,
    1e308,
    -1e308,
    0.1,
    1.5,
    true,
    false,
    null,
    [],
    {},
    [[[[[]]]]],
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 12, unit: 'binary' }),
  fc.integer({ min: -5, max: 60 }),
  fc.double({ noNaN: true }),
);

function typed(s: JsonSchema, depth: number): fc.Arbitrary<Json> {
  if (depth > 4) return hostileScalar;
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts && alts.length > 0) return fc.oneof(...alts.map((a) => value(a, depth + 1)));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length === 0) return hostileScalar;
  return fc.oneof(
    ...types.map((t): fc.Arbitrary<Json> => {
      switch (t) {
        case 'object':
          return objectOf(s, depth + 1);
        case 'array':
          return fc.array(value(s.items ?? {}, depth + 1), { maxLength: 4 });
        case 'integer':
        case 'number':
          return fc.oneof(
            fc.integer({
              min: Math.max(s.minimum ?? -1000, -(2 ** 31)),
              max: Math.min(s.maximum ?? 1000, 2 ** 31),
            }),
            fc.integer({ min: 1, max: 40 }),
          );
        case 'boolean':
          return fc.boolean();
        case 'string':
          return fc.oneof(fc.string({ maxLength: 30 }), fc.integer({ min: 1, max: 40 }).map(String));
        default:
          return hostileScalar;
      }
    }),
  );
}

/** A value for a field: mostly of the declared shape (reaching the service), else hostile. */
export function value(s: JsonSchema, depth = 0): fc.Arbitrary<Json> {
  return fc.oneof({ weight: 2, arbitrary: typed(s, depth) }, { weight: 1, arbitrary: hostileScalar });
}

/** An object with a random subset of the declared fields, sometimes an unknown extra one. */
export function objectOf(s: JsonSchema, depth = 0): fc.Arbitrary<Record<string, Json>> {
  const props = Object.entries(s.properties ?? {});
  const known = fc.record(Object.fromEntries(props.map(([k, p]) => [k, value(p, depth)])), {
    requiredKeys: [],
  });
  return fc
    .tuple(known, fc.option(fc.tuple(fc.constantFrom('x', 'ids[]', '__proto__', 'a[b][c]'), hostileScalar)))
    .map(([o, extra]) => (extra ? { ...o, [extra[0]]: extra[1] } : o)) as fc.Arbitrary<Record<string, Json>>;
}

/** encodeURIComponent, or the invalid UTF-8 bytes a broken client sends for a lone surrogate. */
export const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};

const flat = (v: Json): string => (v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A query string: the fields qs-encoded (arrays, nesting), or raw junk a parser must survive. */
export function queryString(s: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: objectOf(s).map((o) => qs.stringify(o, { encoder: (x: unknown) => enc(flat(x as Json)) })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%ff%fe',
        '%',
        'a=%00',
        'a[b][c][d][e][f][g][h]=1',
        'x'.repeat(3000),
        '&&==&',
        'ids[]=1&ids=2',
      ),
    },
  );
}

/** A path segment for a :param: plausible ids, bounds, lax spellings, junk. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
  { weight: 2, arbitrary: hostileScalar.map((v) => enc(flat(v)).slice(0, 300) || '%20') },
  { weight: 1, arbitrary: fc.constantFrom('%ff%fe', '%', '..', '%2e%2e%2f', '9'.repeat(120), 'sandbox') },
);

export interface BodyCase {
  contentType?: string;
  payload?: string;
}

/** A request body: JSON or form of the declared fields, or something no parser should choke on. */
export function bodyCase(s: JsonSchema): fc.Arbitrary<BodyCase> {
  const obj = objectOf(s);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: obj.map((o) => ({ contentType: 'application/json', payload: JSON.stringify(o) })),
    },
    {
      weight: 3,
      arbitrary: obj.map((o) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: qs.stringify(o, { encoder: (x: unknown) => enc(flat(x as Json)) }),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom<BodyCase>(
          { contentType: 'application/json', payload: '{"a":' },
          { contentType: 'application/json', payload: '[1,2,3]' },
          { contentType: 'application/json', payload: '"text"' },
          { contentType: 'application/json', payload: 'null' },
          {
            contentType: 'application/json',
            payload: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}',
          },
          { contentType: 'application/json', payload: `{"a":"${'y'.repeat(300_000)}"}` },
          { contentType: 'text/plain', payload: 'hello' },
          { contentType: 'application/xml', payload: '<a/>' },
          {
            contentType: 'multipart/form-data; boundary=x',
            payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
          },
          { contentType: 'multipart/form-data', payload: 'garbage' },
          { contentType: 'application/x-www-form-urlencoded', payload: '%ff=%fe&a[b][c][d][e][f][g]=1' },
          {},
        ),
        hostileScalar.map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) })),
      ),
    },
  );
}
