import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '@shop/shared';

/**
 * Failures fastify and Node answer before any route or error handler runs: an undecodable path
 * (/api/order/%ff%fe), a path segment past maxParamLength, a request line or headers too large for
 * the parser. Left alone they answer in fastify's or Node's own JSON; every client must get the
 * envelope instead.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const msg = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '请求地址过长' : '请求地址不正确';
  void reply.status(422).send({ code: ApiCode.VALIDATION, msg, data: null });
}

const envelopeBytes = (msg: string) => JSON.stringify({ code: ApiCode.VALIDATION, msg, data: null });

/** Raw socket errors (Node's HTTP parser): header overflow → 431, malformed request → 400, timeout → 408. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, msg] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', '请求头或地址过长']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', '请求超时，请刷新页面']
        : [400, 'Bad Request', '请求格式不正确'];
  const payload = envelopeBytes(msg);
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
  );
  // A lingering close: what the client is still sending (the rest of a 70 KB URL) is read and
  // dropped, so the close is a FIN after the answer, not a reset that makes the client lose it.
  socket.resume();
  setTimeout(() => socket.destroy(), 2000).unref();
}
