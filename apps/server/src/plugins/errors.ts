import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiCode, SYSTEM_BUSY_MSG, UPLOAD_SIZE_MSG } from '@shop/shared';
import { AppError } from '../lib/errors';
import { scrub } from '../lib/log-redaction';

const DEFAULT_FIELD_MSG = '请求参数格式不正确';
export const DUPLICATE_MSG = '该记录已存在（名称或编号与已有记录重复），请修改后重试';

interface DbError {
  code?: unknown;
  message?: string;
  detail?: string;
  constraint?: string;
  table?: string;
}

/** The database's own error behind a query error (drizzle wraps it as `cause`), if there is one. */
function dbErrorOf(error: unknown): DbError | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as DbError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The single place where failures become envelopes: validation → 422 with the first field message,
 * AppError → its own code, client errors from fastify (bad JSON, too large) → 422, everything else
 * → 500 with the system-busy text and the details only in the log.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Route response schemas describe success; an error envelope (a refusal answered with HTTP 200
    // included) is built here and must not be checked against them.
    reply.serializer((payload) => JSON.stringify(payload)).type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        msg: v.message ?? DEFAULT_FIELD_MSG,
      }));
      return reply
        .status(422)
        .send({ code: ApiCode.VALIDATION, msg: fields[0]?.msg ?? DEFAULT_FIELD_MSG, data: fields });
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, msg: error.message, data: error.data });
    }
    // busboy throws plain Errors for a malformed multipart body (no boundary, cut short): bad input.
    const malformedMultipart = /^Multipart: |unexpected end of multipart data$/i.test(error.message);
    const status = error.statusCode ?? (malformedMultipart ? 400 : 500);
    if (status === 429) {
      return reply.status(429).send({ code: ApiCode.TOO_MANY, msg: '操作过于频繁，请稍后再试', data: null });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const msg =
        error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? UPLOAD_SIZE_MSG
          : status === 413
            ? '提交的内容过大'
            : status === 415
              ? '不支持的提交格式'
              : DEFAULT_FIELD_MSG;
      return reply.status(422).send({ code: ApiCode.VALIDATION, msg, data: null });
    }
    const db = dbErrorOf(error);
    // A unique index refused a duplicate (two operators creating the same maker at once, whatever
    // the route): the same answer as a check that saw the existing row, never a 500.
    if (db?.code === '23505') {
      request.log.info({ constraint: db.constraint, table: db.table }, 'unique violation');
      return reply.status(422).send({ code: ApiCode.VALIDATION, msg: DUPLICATE_MSG, data: null });
    }
    // The database's own words (SQLSTATE, message, detail) are what explains a 500; the query's
    // parameters are scrubbed (lib/log-redaction) as in the error itself.
    const dbLog = db
      ? {
          db: {
            code: db.code,
            message: scrub(db.message ?? ''),
            detail: scrub(db.detail ?? ''),
            constraint: db.constraint,
            table: db.table,
          },
        }
      : {};
    request.log.error({ err: error, ...dbLog }, 'unhandled error');
    return reply.status(500).send({ code: ApiCode.SERVER, msg: SYSTEM_BUSY_MSG, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    // A missing asset (/assets/x.js, /static/x.svg) is a 404, not the SPA page: a script answered with
    // HTML fails silently and leaves a blank screen.
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !/\.[a-z0-9]{1,5}$/i.test(path);
    const adminRoot = app.deps.config.ADMIN_DIST;
    if (isPage && adminRoot && /^\/admin(\/|$)/.test(path) && app.hasReplyDecorator('sendFile')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', adminRoot);
    }
    if (isPage && app.deps.config.WEB_DIST && app.hasReplyDecorator('sendFile')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: ApiCode.NOT_FOUND, msg: '接口不存在', data: null });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
