import { z } from 'zod';

/** Response codes of the wire protocol (spec §8). HTTP status mirrors the class. */
export const ApiCode = {
  OK: 10000,
  OK_HTTP: 200,
  CREATED: 201,
  NOT_SIGNED_IN: 10001,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 422,
  TOO_MANY: 429,
  CONTRACT_UNSIGNED: 459,
  BUSINESS: 10002,
  SERVER: 500,
} as const;

export const SUCCESS_CODES: readonly number[] = [ApiCode.OK, ApiCode.OK_HTTP, ApiCode.CREATED];

export const SYSTEM_BUSY_MSG = '系统繁忙，请稍候再试';
export const TIMEOUT_MSG = '请求超时，请刷新页面';
export const NOT_SIGNED_IN_MSG = '请先登录';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const isSuccessCode = (code: number): boolean => SUCCESS_CODES.includes(code);
export const isLoginCode = (code: number): boolean =>
  code === ApiCode.NOT_SIGNED_IN || code === ApiCode.UNAUTHORIZED;

/** The browser's reaction to an envelope, so the client and its tests share one table. */
export type ErrorReaction =
  | { kind: 'none' }
  | { kind: 'login' }
  | { kind: 'contract'; msg: string }
  | { kind: 'toast'; msg: string }
  | { kind: 'alert'; title: '温馨提示'; msg: string };

export function reactionFor(code: number, msg: string, httpStatus?: number): ErrorReaction {
  if (isSuccessCode(code)) return { kind: 'none' };
  if (isLoginCode(code)) return { kind: 'login' };
  if (code === ApiCode.CONTRACT_UNSIGNED) return { kind: 'contract', msg };
  if (code === ApiCode.VALIDATION) return { kind: 'toast', msg };
  if ((code >= 500 && code < 600) || (httpStatus !== undefined && httpStatus >= 500)) {
    return { kind: 'toast', msg: SYSTEM_BUSY_MSG };
  }
  return { kind: 'alert', title: '温馨提示', msg };
}
