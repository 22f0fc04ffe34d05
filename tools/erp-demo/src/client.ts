/** The ERP's client of the shop: openapi-fetch over the types generated from the shop's OpenAPI document. */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './erp-api';

export function erpClient(baseUrl: string, token: string) {
  const client = createClient<paths>({ baseUrl });
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}
export type ErpClient = ReturnType<typeof erpClient>;
