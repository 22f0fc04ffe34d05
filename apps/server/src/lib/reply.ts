import { ApiCode, type Envelope } from '@shop/shared';

/** The success envelope every route returns. */
export const ok = <T>(data: T, msg = '操作成功'): Envelope<T> => ({ code: ApiCode.OK, msg, data });

const kept = new WeakMap<object, Readonly<Envelope<unknown>>>();

/**
 * The envelope of an answer a cache hands unchanged to many requests (the same object each time):
 * one frozen envelope per answer, so the route's serializer writes it once (lib/serializer). The
 * answer must not change after it is first sent; freeze it where it is made.
 */
export function okKept<T extends object>(data: T): Envelope<T> {
  const hit = kept.get(data) as Envelope<T> | undefined;
  if (hit) return hit;
  const envelope = Object.freeze(ok(data));
  kept.set(data, envelope);
  return envelope;
}
