/** Shared steps of the credit and transfer tests: place an order, grant credit, send a voucher. */
import { sql } from 'drizzle-orm';
import { yuanToFen, type PlaceOrderResponse } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { multipart, SAMPLE_FILES, type TestFile } from '../../../test/multipart';
import { body, type TestApp } from '../../../test/test-app';
import { orderClient } from '../checkout/order.fixtures';

export function creditClient(t: TestApp) {
  const c = orderClient(t.app);
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const place = async (cookie: string, goodsId: number, n: number) => {
    const ids = await c.addToCart(cookie, goodsId, n);
    const placed = await c.checkout(cookie, ids, { coupon_id: 0 });
    if (placed.code !== 10000) throw new Error(placed.msg);
    const o = placed.data.orders[0] as PlaceOrderResponse['orders'][number];
    return { id: o.id, payableFen: yuanToFen(o.payable) ?? 0 };
  };
  const grant = async (userId: number, limit: string, termDays = 30) =>
    body(
      await admin('PUT', `/finance/credit/${userId}`, await operatorCookie(t, 'finance'), {
        limit,
        term_days: termDays,
      }),
    );
  const upload = async (cookie: string, file: TestFile = SAMPLE_FILES.png()) => {
    const { payload, headers } = await multipart({ file, kind: 'transfer_voucher' });
    return body<{ id: number }>(
      await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, cookie } }),
    );
  };
  const voucher = async (cookie: string, orderId: number, amount: string) => {
    const up = await upload(cookie);
    return body<{ id: number }>(
      await c.inject('POST', '/api/user/transfer_vouchers', cookie, {
        upload_id: up.data.id,
        order_id: orderId,
        amount,
      }),
    );
  };
  const confirm = async (voucherId: number, amount: string, serial: string, cookie: string) =>
    body<{ applied: string; to_balance: string; remaining: string }>(
      await admin('POST', `/finance/vouchers/${voucherId}/confirm`, cookie, {
        amount,
        bank_serial: serial,
        note: '内部：客户分两笔转入',
      }),
    );
  return { ...c, admin, place, grant, upload, voucher, confirm };
}

export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const [u] = await queryRows<{ id: number }>(
    t.deps.database.db,
    sql`SELECT id FROM users WHERE username = ${username}`,
  );
  if (!u) throw new Error(`no user ${username}`);
  return u.id;
}

export async function moneyOf(t: TestApp, userId: number) {
  const [r] = await queryRows<{ balance: string; owed: string }>(
    t.deps.database.db,
    sql`SELECT (SELECT balance_fen FROM users WHERE id = ${userId})::text AS balance,
               (SELECT coalesce(sum(amount_fen - repaid_fen - credited_fen), 0) FROM receivables
                 WHERE user_id = ${userId})::text AS owed`,
  );
  return { balance: Number(r?.balance ?? 0), owed: Number(r?.owed ?? 0) };
}
