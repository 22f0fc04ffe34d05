/**
 * The reference ERP's day, step by step over HTTP: push a catalogue delta (new goods, a price
 * change, a new batch), see the shop show it, let a buyer order and pay, pull the order through
 * the feed, ship it. Each step prints one line in Chinese and English; the result is what a test checks.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client';
import { queryRows } from '../../../apps/server/src/db/query';
import { buyerSession } from './buyer';
import { erpClient, type ErpClient } from './client';
import { startReceiver } from './receiver';

type Log = (line: string) => void;
export interface JourneyResult {
  goodsIds: number[];
  shownPrice: string | null;
  shownStock: number;
  orderId: number;
  feedStatuses: string[];
  shippedStatus: string;
  /** The webhooks the ERP received for the order, each with whether its signature verified. */
  webhooks: { event: string; verified: boolean }[];
}

const must = <T>(r: { data?: T; error?: unknown }, step: string): T => {
  if (r.data === undefined) throw new Error(`${step}: ${JSON.stringify(r.error)}`);
  return r.data;
};

async function maker(db: Database) {
  const [m] = await queryRows<{ name: string }>(
    db.db,
    sql`SELECT name FROM manufacturers ORDER BY id LIMIT 1`,
  );
  const [c] = await queryRows<{ name: string }>(
    db.db,
    sql`SELECT c.name FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
         AND (SELECT count(*) FROM categories d WHERE d.name = c.name) = 1 ORDER BY c.id LIMIT 1`,
  );
  return { maker: m!.name, category: c!.name };
}

/** Reads the feed from `cursor` until an entry of `orderId` with `status` shows up. */
async function pullUntil(erp: ErpClient, cursor: string, orderId: number, status: string) {
  for (let tries = 0; tries < 50; tries++) {
    const page = must(
      await erp.GET('/api/erp/v1/orders', { params: { query: { cursor, limit: 100 } } }),
      '拉取订单',
    ).data;
    const hit = page.entries.find((e) => e.order?.id === orderId && e.status === status);
    cursor = page.next_cursor;
    if (hit) return { entry: hit, cursor, seen: page.entries.filter((e) => e.order?.id === orderId) };
    if (!page.has_more) await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`订单 ${orderId} 未在订单流中出现 ${status}`);
}

export async function runJourney(
  shop: { url: string; token: string; database: Database; registerWebhook(url: string): Promise<string> },
  log: Log,
): Promise<JourneyResult> {
  const hooks = await startReceiver();
  try {
    hooks.useSecret(await shop.registerWebhook(hooks.url));
    log(`0. 登记推送地址 / webhook endpoint: ${hooks.url}（order.paid, order.shipped）`);
    return await steps(shop, log, hooks);
  } finally {
    await hooks.close();
  }
}

async function steps(
  shop: { url: string; token: string; database: Database },
  log: Log,
  hooks: Awaited<ReturnType<typeof startReceiver>>,
): Promise<JourneyResult> {
  const erp = erpClient(shop.url, shop.token);
  const names = await maker(shop.database);
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const codes = [`DEMO-${day}-1`, `DEMO-${day}-2`];

  // 1. Catalogue delta: two new goods, a price change, a new batch each.
  const goods = must(
    await erp.PUT('/api/erp/v1/goods', {
      params: { header: { 'idempotency-key': `goods-${day}` } },
      body: {
        goods: codes.map((code, i) => ({
          code,
          name: i === 0 ? '芬必得' : '',
          generic_name: i === 0 ? '布洛芬缓释胶囊' : '对乙酰氨基酚片',
          spec: i === 0 ? '0.3g*20粒' : '0.5g*12片',
          dosage_form: i === 0 ? '胶囊剂' : '片剂',
          maker: names.maker,
          approval_no: i === 0 ? '国药准字H10900089' : '国药准字H44020678',
          drug_id_code: '8690001',
          category: names.category,
          scope: 'chemical',
          unit: '盒',
          prescription: 'otc_b' as const,
          on_shelf: true,
          base_price: '12.50',
          retail_price: '19.80',
        })),
      },
    }),
    '推送商品',
  );
  log(`1. 推送商品 / pushed goods: ${goods.msg}`);
  const prices = must(
    await erp.PUT('/api/erp/v1/prices', {
      body: {
        prices: [
          {
            goods_code: codes[0]!,
            base_price: '11.80',
            retail_price: '19.80',
            ladders: [{ number: 10, price: '11.20' }],
          },
        ],
      },
    }),
    '推送价格',
  );
  log(`2. 调整价格 / price change: ${codes[0]} 供货价 12.50 → 11.80（${prices.msg}）`);
  const stock = must(
    await erp.PUT('/api/erp/v1/stock', {
      body: {
        stock: codes.map((code) => ({
          goods_code: code,
          batch_no: `B${day}`,
          produced_on: '2026-09-01',
          expires_on: '2028-08-31',
          quantity: 200,
        })),
      },
    }),
    '推送批次',
  );
  log(`3. 新批次入库 / new batch B${day} × 200: ${stock.msg}`);

  // 2. The storefront shows it at once (the catalogue caches dropped on the write).
  const ids = await queryRows<{ id: number }>(
    shop.database.db,
    sql`SELECT id FROM goods WHERE erp_code IN (${codes[0]!}, ${codes[1]!}) ORDER BY erp_code`,
  );
  const buyer = await buyerSession(shop.url, 'kangjian', 'Demo@2026');
  const shown = await buyer.detail(ids[0]!.id);
  log(
    `4. 商城已显示 / storefront shows: ${shown.name}，供货价 ¥${shown.base_price ?? '—'}，库存 ${shown.number}`,
  );

  // 3. A buyer orders and pays.
  const order = await buyer.buy(ids[0]!.id, 2);
  const paidAt = Date.now();
  log(`5. 买家下单并付款 / buyer ordered and paid: ${order.order_no}，¥${order.payable}`);
  const paidHook = await hooks.waitFor('order.paid', order.id);
  log(
    `6. 收到推送 / webhook order.paid: ${paidHook.data.order_no}，签名${paidHook.verified ? '有效 / valid' : '无效 / INVALID'}，付款后 ${Math.max(0, paidHook.receivedAt - paidAt)} ms`,
  );

  // 4. The ERP pulls it through the feed, then ships it.
  const paid = await pullUntil(erp, '', order.id, 'paid');
  const o = paid.entry.order!;
  log(
    `7. 订单流拉到 / pulled from the feed: ${o.order_no} ${o.status}，${o.lines.length} 行，买家 ${o.buyer.company}`,
  );
  const shipped = must(
    await erp.POST('/api/erp/v1/orders/{id}/shipment', {
      params: { path: { id: o.id }, header: { 'idempotency-key': `ship-${o.id}` } },
      body: {
        carrier: '顺丰速运',
        waybill: `SF${String(o.id).padStart(10, '0')}`,
        lines: o.lines.map((l) => ({
          line_id: l.line_id,
          batches: l.batches.map((b) => ({ batch_no: b.batch_no, number: b.number })),
          trace_codes: Array.from(
            { length: l.number },
            (_, k) => `8690001${String(o.id * 100 + k).padStart(13, '0')}`,
          ),
        })),
      },
    }),
    '回传发货',
  );
  log(`8. ERP 回传发货 / shipped: ${shipped.msg}`);
  const after = await pullUntil(erp, paid.cursor, order.id, 'shipped');
  log(`9. 订单流显示 / feed shows: ${after.entry.order!.order_no} ${after.entry.status}`);
  const shippedHook = await hooks.waitFor('order.shipped', order.id);
  log(
    `10. 收到推送 / webhook order.shipped: ${shippedHook.data.order_no}，签名${shippedHook.verified ? '有效 / valid' : '无效 / INVALID'}`,
  );
  return {
    goodsIds: ids.map((i) => i.id),
    shownPrice: shown.base_price,
    shownStock: shown.number,
    orderId: order.id,
    feedStatuses: [...paid.seen, ...after.seen].map((e) => e.status),
    shippedStatus: shipped.data.status,
    webhooks: [paidHook, shippedHook].map((h) => ({ event: h.event, verified: h.verified })),
  };
}
