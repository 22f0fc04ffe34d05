import type { CheckView } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query';
import { operatorCookie } from './admin';
import { body, type TestApp } from './test-app';

const post = (t: TestApp, url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/**
 * What the warehouse does before an order may ship (GSP): a 拣货单 by `cangku`, then the 复核 by the
 * second operator with one 药品追溯码 per package of traced goods. Throws with the server's message.
 */
export async function pickAndCheck(t: TestApp, orderId: number): Promise<void> {
  const picked = body(
    await post(t, '/api/admin/warehouse/pick-lists', await operatorCookie(t, 'warehouse'), {
      order_ids: [orderId],
    }),
  );
  if (picked.code !== 10000) throw new Error(`拣货单: ${picked.msg}`);
  const checker = await operatorCookie(t, 'checker');
  const view = body<CheckView>(
    await t.app.inject({ url: `/api/admin/warehouse/check/${orderId}`, headers: { cookie: checker } }),
  ).data;
  const lines = view.lines.map((l) => ({
    line_id: l.line_id,
    codes: l.traced
      ? Array.from(
          { length: l.number },
          (_, k) => `${l.drug_id_code}${String(orderId * 1000 + k).padStart(13, '0')}`,
        )
      : [],
  }));
  const checked = body(await post(t, `/api/admin/warehouse/check/${orderId}`, checker, { lines }));
  if (checked.code !== 10000) throw new Error(`复核: ${checked.msg}`);
}

/** Finance matches the whole amount due of an order paid by transfer, with a fresh bank serial. */
export async function confirmWholeTransfer(t: TestApp, orderId: number, note = '') {
  const [o] = await queryRows<{ due: string }>(
    t.deps.database.db,
    sql`SELECT ((payable_fen - paid_fen) / 100.0)::numeric(12,2)::text AS due FROM orders WHERE id = ${orderId}`,
  );
  return post(t, `/api/admin/orders/${orderId}/confirm-transfer`, await operatorCookie(t, 'finance'), {
    amount: o?.due ?? '0.00',
    bank_serial: `TEST-${orderId}-${Date.now()}`,
    note,
  });
}
