/** Test helpers for the order suites: cart lines, confirm, place, pay, and lot shaping. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ConfirmResponse, PlaceOrderResponse } from '@shop/shared';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { body } from '../../../test/test-app';

export const ADDRESS = {
  consignee: '李药师',
  phone: '13912345678',
  province_code: '33',
  city_code: '3301',
  district_code: '330106',
  detail: '西湖区文三路100号一楼药房',
};

/** A resident ID number with a valid checksum (GB 11643). */
export const VALID_ID_NO = '11010519491231002X';

export function orderClient(app: App) {
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const addToCart = async (cookie: string, goodsId: number, number: number, extra: object = {}) => {
    const res = await inject('POST', '/api/cart', cookie, {
      params: [{ goods_id: goodsId, number, ...extra }],
    });
    const b = body<{ ids: number[] }>(res);
    if (b.code !== 10000) throw new Error(`add to cart failed: ${b.msg}`);
    return b.data.ids;
  };
  const confirm = async (cookie: string, ids: number[], couponId?: number) =>
    body<ConfirmResponse>(
      await inject(
        'GET',
        `/api/order/confirm?ids=${ids.join(',')}${couponId === undefined ? '' : `&coupon_id=${couponId}`}`,
        cookie,
      ),
    );
  const newAddress = async (cookie: string) => {
    const b = body<{ id: number }>(await inject('POST', '/api/address', cookie, ADDRESS));
    if (b.code !== 10000) throw new Error(`address failed: ${b.msg}`);
    return b.data.id;
  };
  const place = async (cookie: string, payload: Record<string, unknown>) =>
    body<PlaceOrderResponse>(
      await inject('POST', '/api/order', cookie, {
        pay_type: 'balance',
        idempotency_key: randomUUID(),
        ...payload,
      }),
    );
  /** Cart → confirm → place with the page's own figures. */
  const checkout = async (cookie: string, ids: number[], extra: Record<string, unknown> = {}) => {
    const c = await confirm(cookie, ids, typeof extra.coupon_id === 'number' ? extra.coupon_id : undefined);
    if (c.code !== 10000) throw new Error(`confirm failed: ${c.msg}`);
    const addressId = c.data.default_address_id ?? (await newAddress(cookie));
    return place(cookie, {
      ids: ids.join(','),
      address_id: addressId,
      expected_payable: c.data.amounts.payable,
      coupon_id: c.data.best_coupon_id ?? 0,
      ...extra,
    });
  };
  const pay = (cookie: string, orderId: number, payType: string) =>
    inject('POST', `/api/payment/${orderId}`, cookie, { pay_type: payType });
  return { inject, addToCart, confirm, newAddress, place, checkout, pay };
}

/** Reshapes a goods' lots: the given stocks per lot, earliest expiry first; goods.stock follows. */
export async function shapeLots(db: Db, goodsId: number, stocks: number[]): Promise<number[]> {
  await db.execute(sql`DELETE FROM goods_lots WHERE goods_id = ${goodsId}
    AND NOT EXISTS (SELECT 1 FROM order_line_lots x WHERE x.lot_id = goods_lots.id)`);
  await db.execute(sql`UPDATE goods_lots SET stock = 0 WHERE goods_id = ${goodsId}`);
  const ids: number[] = [];
  for (const [k, stock] of stocks.entries()) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO goods_lots (goods_id, batch_no, produced_on, expires_on, stock)
          VALUES (${goodsId}, ${`T${goodsId}-${k}`}, current_date - 100, current_date + ${200 + k * 100}::int, ${stock})
          RETURNING id`,
    );
    ids.push(row?.id ?? 0);
  }
  await db.execute(sql`UPDATE goods SET stock = ${stocks.reduce((s, n) => s + n, 0)} WHERE id = ${goodsId}`);
  return ids;
}

export async function lotStocks(db: Db, lotIds: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number; stock: number }>(
    db,
    sql`SELECT id, stock FROM goods_lots WHERE id IN (${sql.join(
      lotIds.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return lotIds.map((id) => rows.find((r) => r.id === id)?.stock ?? -1);
}

export async function goodsStock(db: Db, goodsId: number): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(db, sql`SELECT stock FROM goods WHERE id = ${goodsId}`);
  return row?.stock ?? -1;
}
