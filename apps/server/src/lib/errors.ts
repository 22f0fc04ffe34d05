import { ApiCode, NOT_SIGNED_IN_MSG } from '@shop/shared';

/**
 * An expected failure with a message the buyer may read. Services throw it; the one error handler
 * turns it into the envelope. Anything else is a bug and becomes a 500 with nothing leaked.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number = 200,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notSignedIn = () => new AppError(ApiCode.NOT_SIGNED_IN, NOT_SIGNED_IN_MSG, 401);
export const notFound = (msg = '您访问的内容不存在') => new AppError(ApiCode.NOT_FOUND, msg, 404);
export const forbidden = (msg = '无权操作') => new AppError(ApiCode.FORBIDDEN, msg, 403);
/** A rule of the shop said no (stock, qualification, price changed): shown as an alert titled 温馨提示. */
export const refused = (msg: string, data: unknown = null) => new AppError(ApiCode.BUSINESS, msg, 200, data);
export const invalid = (msg: string, data: unknown = null) =>
  new AppError(ApiCode.VALIDATION, msg, 422, data);
export const tooMany = (msg = '操作过于频繁，请稍后再试') => new AppError(ApiCode.TOO_MANY, msg, 429);
