import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/** Request and body fields that carry personal data or secrets; pino replaces them before writing. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.phone',
  '*.mobile',
  '*.consignee',
  '*.detail',
  '*.address',
  '*.id_no',
  '*.purchaser_id_no',
  '*.purchaser_name',
  '*.tax_no',
  '*.token',
];

/**
 * Database errors quote the statement's parameters ("Failed query: … params: 李药师,13912345678,…"):
 * drop them, and mask anything shaped like a mobile or resident id number that is left.
 */
export function scrub(text: string): string {
  return text
    .replace(/(\bparams:)[^\n]*/gi, '$1 [redacted]')
    .replace(/(?<!\d)1[3-9]\d{9}(?!\d)/g, '1**********')
    .replace(/(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g, '******************');
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: unknown;
  [key: string]: unknown;
}
const scrubError = (e: SerializedError): SerializedError => ({
  ...e,
  message: scrub(e.message),
  stack: scrub(e.stack),
  ...(e.cause && typeof e.cause === 'object' ? { cause: scrubError(e.cause as SerializedError) } : {}),
});

/** Logger options of the server: redaction, error scrubbing, and URLs without their query string. */
export function loggerOptions(
  level: string,
  extra: Record<string, unknown> = {},
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: (err: Error) => scrubError(stdSerializers.err(err)),
      // Query strings hold search words, phone numbers, order keywords: the path is enough to debug.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.ip,
      }),
    },
    ...extra,
  };
}
