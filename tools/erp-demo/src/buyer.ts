/** The buyer's side of the demo: plain HTTP calls of the storefront, as the shop's pages make them. */
import { randomUUID } from 'node:crypto';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export async function buyerSession(url: string, username: string, password: string) {
  let cookie = '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(url + path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('ys_sid='));
    if (sid) cookie = sid.split(';')[0]!;
    const env = (await res.json()) as Envelope<T>;
    if (env.code !== 10000) throw new Error(`${method} ${path}: ${env.msg}`);
    return env.data;
  };
  await call('POST', '/api/user/login', { username, password });
  return {
    detail: (id: number) =>
      call<{
        name: string;
        base_price: string | null;
        number: number;
        lots: { batch_no: string; stock: number }[];
      }>('GET', `/api/goods/detail/${id}`),
    /** Cart → confirm → place (paid from the buyer's balance) → pay: the order's id and number. */
    async buy(goodsId: number, number: number) {
      const { ids } = await call<{ ids: number[] }>('POST', '/api/cart', {
        params: [{ goods_id: goodsId, number }],
      });
      const confirm = await call<{
        default_address_id: number | null;
        best_coupon_id: number | null;
        amounts: { payable: string };
      }>('GET', `/api/order/confirm?ids=${ids.join(',')}`);
      const placed = await call<{ orders: { id: number; order_no: string }[] }>('POST', '/api/order', {
        ids: ids.join(','),
        address_id: confirm.default_address_id,
        expected_payable: confirm.amounts.payable,
        coupon_id: confirm.best_coupon_id ?? 0,
        pay_type: 'balance',
        idempotency_key: randomUUID(),
      });
      const order = placed.orders[0]!;
      await call('POST', `/api/payment/${order.id}`, { pay_type: 'balance' });
      return { ...order, payable: confirm.amounts.payable };
    },
  };
}
