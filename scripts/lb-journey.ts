/**
 * A buyer's whole visit through a load balancer (scripts/lb-demo.sh): sign in, add to the cart,
 * place an order, pay it from the balance, read it back. nginx sends each request to the next
 * instance (round robin, no sticky sessions) and names it in X-Upstream; the visit must succeed and
 * must have used both instances. Exits 1 otherwise.
 *   npx tsx scripts/lb-journey.ts http://127.0.0.1:42300
 */
import { randomUUID } from 'node:crypto';

const base = process.argv[2] ?? 'http://127.0.0.1:42300';
const OK = 10000;
let cookie = '';
const upstreams = new Set<string>();

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(step: string, method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('ys_sid='));
  if (sid) cookie = sid.split(';')[0] ?? '';
  const upstream = res.headers.get('x-upstream') ?? '?';
  upstreams.add(upstream);
  const body = (await res.json()) as Envelope<T>;
  console.log(`${step.padEnd(34)} ${upstream.padEnd(16)} ${res.status} ${body.code} ${body.msg}`);
  if (body.code !== OK) throw new Error(`${step}: ${body.code} ${body.msg}`);
  return body.data;
}

async function main() {
  await call('sign in as kangjian', 'POST', '/api/user/login', {
    username: 'kangjian',
    password: 'Demo@2026',
  });
  const me = await call<{ company: string }>('who am I', 'GET', '/api/user/base');
  console.log(`  signed in as ${me.company}`);
  const page = await call<{
    list: { id: number; name: string; can_buy: boolean; is_controlled: boolean; min_qty: number }[];
  }>('list goods', 'GET', '/api/goods/list?page=1&size=40&in_stock=1&facets=0');
  // 控销 goods are sold only to some regions; an ordinary one keeps the visit about the balancer.
  const g = page.list.find((c) => c.can_buy && !c.is_controlled);
  if (!g) throw new Error('no goods this buyer may buy on the first page');
  const added = await call<{ ids: number[] }>('add to cart', 'POST', '/api/cart', {
    params: [{ goods_id: g.id, number: Math.max(1, g.min_qty) }],
  });
  console.log(`  ${g.name} × ${Math.max(1, g.min_qty)}`);
  await call('read the cart', 'GET', '/api/cart/list');
  const addresses = await call<{ id: number; is_default: boolean }[]>('addresses', 'GET', '/api/address');
  const address = addresses.find((a) => a.is_default) ?? addresses[0];
  if (!address) throw new Error('the demo buyer has no address');
  const ids = added.ids.join(',');
  const confirm = await call<{ amounts: { payable: string } }>(
    'confirm page',
    'GET',
    `/api/order/confirm?ids=${ids}&coupon_id=0`,
  );
  const placed = await call<{ orders: { id: number }[] }>('place the order', 'POST', '/api/order', {
    ids,
    address_id: address.id,
    pay_type: 'balance',
    coupon_id: 0,
    idempotency_key: randomUUID(),
    expected_payable: confirm.amounts.payable,
  });
  for (const o of placed.orders) {
    await call('pay from the balance', 'POST', `/api/payment/${o.id}`, { pay_type: 'balance' });
    const order = await call<{ status_text: string }>('read the order', 'GET', `/api/order/${o.id}`);
    console.log(`  order ${o.id}: ${order.status_text}`);
  }
  console.log(`instances used: ${[...upstreams].join(', ')}`);
  if (upstreams.size < 2) throw new Error('every request went to one instance: is nginx balancing?');
  console.log('journey ok: one session, cart and order across both instances');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
