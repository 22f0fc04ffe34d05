/** Back-office requests in API tests, as a signed-in operator of a demo role. */
import type { RoleCode } from '@shop/shared';
import { operatorCookie } from './admin';
import type { TestApp } from './test-app';

export type Json = Record<string, unknown> | unknown[];

/** A client for the 商品 role (goods, lots, prices, content, promotions) unless another role is named. */
export async function adminClient(t: TestApp, role: RoleCode = 'goods') {
  const cookie = await operatorCookie(t, role);
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  return {
    cookie,
    get: (url: string) => send('GET', url),
    post: (url: string, payload: Json) => send('POST', url, payload),
    put: (url: string, payload: Json) => send('PUT', url, payload),
    del: (url: string) => send('DELETE', url),
  };
}
export type AdminClient = Awaited<ReturnType<typeof adminClient>>;
