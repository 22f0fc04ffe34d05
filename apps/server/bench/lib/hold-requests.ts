/**
 * The request cycle of each bench:hold connection (autocannon `requests`, per-connection context).
 * One connection in four is a buyer: add to cart → confirm → place → pay from the balance, with
 * browsing between; the others browse, half of them signed in. A buyer step whose input is missing
 * (the add was refused) browses instead, so a cycle never sends a request that cannot succeed.
 */
import type { Request } from 'autocannon';

export interface HoldWorld {
  buyers: { cookie: string; addressId: number }[];
  goodsIds: number[];
  keywords: string[];
  newKey: () => string;
}

interface Ctx {
  role?: 'buyer' | 'member' | 'visitor';
  cookie?: string;
  addressId?: number;
  ids?: string;
  payable?: string;
  orderId?: number;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const json = (body: string): { code?: number; data?: Record<string, unknown> } => {
  try {
    return JSON.parse(body) as { code?: number; data?: Record<string, unknown> };
  } catch {
    return {};
  }
};

export function holdRequests(world: HoldWorld): Request[] {
  let seq = 0;
  const q = (s: string) => encodeURIComponent(s);
  const browsePaths = (): string[] => [
    `/api/goods/list?keyword=${q(pick(world.keywords))}&page=${1 + Math.floor(Math.random() * 3)}`,
    `/api/goods/search?keywords=${q(pick(world.keywords))}`,
    `/api/goods/detail/${pick(world.goodsIds)}`,
    '/api/index/spike',
    '/api/common/config',
    `/api/goods/list?sort=sales&page=${1 + Math.floor(Math.random() * 5)}`,
    '/api/activity/everyday_price',
    '/api/goods/hot',
  ];
  const headersOf = (c: Ctx, extra: Record<string, string> = {}) => ({
    ...(c.cookie ? { cookie: c.cookie } : {}),
    ...extra,
  });
  const browse = (r: Request, c: Ctx): Request => ({
    ...r,
    method: 'GET',
    path: pick(browsePaths()),
    headers: headersOf(c),
    body: undefined,
  });
  const init = (c: Ctx) => {
    if (c.role) return;
    const n = seq++;
    const b = world.buyers[n % world.buyers.length]!;
    c.role = n % 4 === 0 ? 'buyer' : n % 2 === 0 ? 'member' : 'visitor';
    if (c.role !== 'visitor') c.cookie = b.cookie;
    c.addressId = b.addressId;
  };
  const post = (r: Request, c: Ctx, path: string, payload: object): Request => ({
    ...r,
    method: 'POST',
    path,
    headers: headersOf(c, { 'content-type': 'application/json' }),
    body: JSON.stringify(payload),
  });
  const step = (
    buyer: (r: Request, c: Ctx) => Request | null,
    onResponse?: (body: string, c: Ctx) => void,
  ): Request => ({
    setupRequest: (r, context) => {
      const c = context as Ctx;
      init(c);
      return (c.role === 'buyer' ? buyer(r, c) : null) ?? browse(r, c);
    },
    onResponse: (_status, body, context) => {
      const c = context as Ctx;
      if (c.role === 'buyer' && onResponse) onResponse(body, c);
    },
  });

  return [
    step(() => null),
    step(
      (r, c) => post(r, c, '/api/cart', { params: [{ goods_id: pick(world.goodsIds), number: 1 }] }),
      (body, c) => {
        const ids = json(body).data?.ids;
        c.ids = Array.isArray(ids) && ids.length > 0 ? ids.join(',') : undefined;
      },
    ),
    step(() => null),
    step(
      (r, c) =>
        c.ids
          ? { ...r, method: 'GET', path: `/api/order/confirm?ids=${c.ids}`, headers: headersOf(c) }
          : null,
      (body, c) => {
        const amounts = json(body).data?.amounts as { payable?: string } | undefined;
        c.payable = amounts?.payable;
      },
    ),
    step(
      (r, c) =>
        c.ids && c.payable
          ? post(r, c, '/api/order', {
              ids: c.ids,
              address_id: c.addressId,
              pay_type: 'balance',
              coupon_id: 0,
              idempotency_key: world.newKey(),
              expected_payable: c.payable,
            })
          : null,
      (body, c) => {
        const orders = json(body).data?.orders as { id: number }[] | undefined;
        c.orderId = orders?.[0]?.id;
        c.ids = undefined;
        c.payable = undefined;
      },
    ),
    step(
      (r, c) => (c.orderId ? post(r, c, `/api/payment/${c.orderId}`, { pay_type: 'balance' }) : null),
      (_body, c) => {
        c.orderId = undefined;
      },
    ),
    step(() => null),
  ];
}
