import { ApiCode, type Envelope } from '@shop/shared';

/** The success envelope every route returns. */
export const ok = <T>(data: T, msg = '操作成功'): Envelope<T> => ({ code: ApiCode.OK, msg, data });
