import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { confirmWholeTransfer, pickAndCheck } from '../../../test/warehouse';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { orderClient } from '../checkout/order.fixtures';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';

let t: TestApp;
let c: ReturnType<typeof orderClient>;
let pharmacy: string;
let goods: PickedGoods[];
beforeAll(async () => {
  t = await createTestApp();
  c = orderClient(t.app);
  pharmacy = await signIn(t.app, 'pharmacy');
  goods = await pickGoods(t.deps.database.db, 3, sql`g.min_qty = 1 AND g.mid_pack = 1`, 20);
});
afterAll(async () => {
  await t?.close();
});

const placeByTransfer = async (k: number) => {
  const ids = await c.addToCart(pharmacy, goods[k]!.id, 2);
  const placed = await c.checkout(pharmacy, ids, { coupon_id: 0 });
  if (placed.code !== 10000) throw new Error(placed.msg);
  const order = placed.data.orders[0]!;
  await c.pay(pharmacy, order.id, 'offline');
  return order;
};
const messages = (title: string) =>
  queryRows<{ content: string }>(
    t.deps.database.db,
    sql`SELECT m.content FROM messages m JOIN users u ON u.id = m.user_id
         WHERE u.username = ${DEMO_ACCOUNTS.pharmacy.username} AND m.title = ${title} ORDER BY m.id`,
  );
const sms = () =>
  queryRows<{ content: string }>(
    t.deps.database.db,
    sql`SELECT content FROM sms_outbox WHERE phone = ${DEMO_ACCOUNTS.pharmacy.phone} AND content LIKE '【康源医药】%' ORDER BY id`,
  );

describe(describeName('buyer notifications'), () => {
  it('tells the buyer when payment is confirmed and goods ship; SMS only for the events chosen', async () => {
    const settings = (payload?: object) =>
      t.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: '/api/user/notify-settings',
        headers: { cookie: pharmacy },
        ...(payload ? { payload } : {}),
      });
    const first = body<{ sms: string[]; phone: string }>(await settings()).data;
    expect(first.sms).toEqual([]);
    // The page says where the SMS go without showing the whole number.
    expect(first.phone).toBe(
      `${DEMO_ACCOUNTS.pharmacy.phone.slice(0, 3)}****${DEMO_ACCOUNTS.pharmacy.phone.slice(7)}`,
    );
    const bad = await settings({ sms: ['paid', 'spam'] });
    expect([bad.statusCode, body(bad).msg]).toEqual([422, '通知类型不正确']);
    expect(body<{ sms: string[] }>(await settings({ sms: ['shipped'] })).data.sms).toEqual(['shipped']);

    const order = await placeByTransfer(0);
    const warehouse = await operatorCookie(t, 'warehouse');
    const post = (url: string, cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    expect((await confirmWholeTransfer(t, order.id, '工行到账 内部备注')).statusCode).toBe(200);
    const paid = await messages('付款已确认');
    expect(paid.at(-1)?.content).toContain(order.order_no);
    // Finance's note is internal: the buyer's message does not carry it.
    expect(paid.at(-1)?.content).not.toContain('内部备注');
    expect((await sms()).length).toBe(0);
    await pickAndCheck(t, order.id);
    await post(`/api/admin/orders/${order.id}/ship`, warehouse, {
      company: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect((await messages('订单已发货')).at(-1)?.content).toContain(order.order_no);
    const texts = await sms();
    expect(texts).toHaveLength(1);
    expect(texts[0]?.content).toContain(`订单 ${order.order_no} 已发货`);
  });
});

describe(describeName('back-office bell (server-sent events)'), () => {
  it('finance’s stream sends its queues, then rings when a buyer chooses to pay by transfer', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The test before this one paid by transfer too: its signal left right after its commit, before
    // this stream opened, so it cannot be taken for this order's.
    const abort = new AbortController();
    const res = await fetch(`${address}/api/admin/notifications/stream`, {
      headers: { cookie: await operatorCookie(t, 'finance') },
      signal: abort.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as unknown as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextEvent = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (raw.startsWith(':')) continue;
          const event = /^event: (.*)$/m.exec(raw)?.[1];
          const data = JSON.parse(/^data: (.*)$/m.exec(raw)?.[1] ?? 'null') as {
            queue: string | null;
            queues: { key: string; count: number }[];
          };
          return { event, ...data };
        }
        const chunk: IteratorResult<Uint8Array> = await reader.next();
        if (chunk.done) throw new Error('stream ended');
        const value = chunk.value;
        buffer += decoder.decode(value, { stream: true });
      }
    };
    const first = await nextEvent();
    expect(first.event).toBe('queues');
    expect(first.queues.map((q) => q.key)).toEqual(['transfers', 'refunds_to_pay']);
    const before = first.queues[0]!.count;
    await placeByTransfer(1);
    const rang = await nextEvent();
    expect(rang).toMatchObject({ event: 'work', queue: 'transfers' });
    expect(rang.queues[0]!.count).toBe(before + 1);
    abort.abort();
  });

  it('without an operator session the stream is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/notifications/stream' });
    expect([res.statusCode, body(res).msg]).toEqual([401, '请先登录后台']);
  });
});
