import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan, type AdminBulkResult } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods } from '../cart/cart.fixtures';
import { creditClient } from './credit.fixtures';

/** 批量确认到账: finance matches several vouchers at once, each with its own amount and bank serial. */
describe(describeName('bulk confirm of transfer vouchers'), () => {
  let t: TestApp;
  let c: ReturnType<typeof creditClient>;
  let finance: string;
  const vouchers: { id: number; orderId: number; due: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    c = creditClient(t);
    finance = await operatorCookie(t, 'finance');
    const buyer = await signIn(t.app, 'pharmacy');
    const [g] = await pickGoods(t.deps.database.db, 1, sql`g.min_qty = 1 AND g.mid_pack = 1`, 50);
    for (let k = 0; k < 4; k++) {
      const o = await c.place(buyer, g!.id, 1);
      expect(body(await c.pay(buyer, o.id, 'offline')).code).toBe(10000);
      const due = fenToYuan(o.payableFen);
      const v = await c.voucher(buyer, o.id, due);
      vouchers.push({ id: v.data.id, orderId: o.id, due });
    }
  }, 120_000);
  afterAll(() => t.close());

  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.deps.database.db, q);
  const bulk = (items: object[], cookie = finance) =>
    c.admin('POST', '/finance/vouchers/bulk-confirm', cookie, { items });
  const statusOf = async (orderId: number) =>
    (await rows<{ status: string }>(sql`SELECT status FROM orders WHERE id = ${orderId}`))[0]?.status;
  const serials = async () =>
    (await rows<{ bank_serial: string }>(sql`SELECT bank_serial FROM bank_transfers ORDER BY id`)).map(
      (r) => r.bank_serial,
    );

  it('confirms the waiting vouchers; an already confirmed one and a missing one are named with why', async () => {
    const [a, b, done] = vouchers as [(typeof vouchers)[0], (typeof vouchers)[0], (typeof vouchers)[0]];
    expect((await c.confirm(done.id, done.due, 'BANK-BULK-0000', finance)).code).toBe(10000);

    const res = await bulk([
      { id: a.id, amount: a.due, bank_serial: 'BANK-BULK-0001' },
      { id: done.id, amount: done.due, bank_serial: 'BANK-BULK-0002' },
      { id: b.id, amount: b.due, bank_serial: 'BANK-BULK-0003', note: '内部：批量核对' },
      { id: 999_999, amount: '1.00', bank_serial: 'BANK-BULK-0004' },
    ]);
    expect(body<AdminBulkResult>(res)).toMatchObject({
      code: 10000,
      msg: '已处理 2 条，2 条未处理',
      data: {
        done: [a.id, b.id],
        refused: [
          { id: done.id, reason: '该转账凭证已确认到账，不能重复确认' },
          { id: 999_999, reason: '转账凭证不存在' },
        ],
      },
    });
    expect([await statusOf(a.orderId), await statusOf(b.orderId)]).toEqual(['paid', 'paid']);
    // The refused rows registered no bank money.
    const all = await serials();
    expect(all).toEqual(expect.arrayContaining(['BANK-BULK-0000', 'BANK-BULK-0001', 'BANK-BULK-0003']));
    expect(all).not.toContain('BANK-BULK-0002');
    expect(all).not.toContain('BANK-BULK-0004');
    const audits = await rows<{ summary: string }>(
      sql`SELECT summary FROM audit_log WHERE action = 'order.confirm_transfer'
           AND target_id IN (${String(a.orderId)}, ${String(b.orderId)}) ORDER BY seq`,
    );
    expect(audits.map((x) => x.summary)).toEqual([
      expect.stringContaining('流水号 BANK-BULK-0001'),
      expect.stringContaining('流水号 BANK-BULK-0003'),
    ]);
  });

  it('a serial already on the books refuses that row; the rest are done', async () => {
    const d = vouchers[3]!;
    const r = body<AdminBulkResult>(
      await bulk([{ id: d.id, amount: d.due, bank_serial: 'BANK-BULK-0001' }]),
    ).data;
    expect(r).toEqual({
      done: [],
      refused: [{ id: d.id, reason: '银行流水号 BANK-BULK-0001 已登记过，不能重复确认' }],
    });
    expect(await statusOf(d.orderId)).toBe('awaiting_transfer');
  });

  it('one serial typed for two vouchers is a 422 and nothing is confirmed; service may not confirm', async () => {
    const d = vouchers[3]!;
    const before = await serials();
    const twice = await bulk([
      { id: d.id, amount: d.due, bank_serial: 'BANK-BULK-0009' },
      { id: vouchers[0]!.id, amount: '1.00', bank_serial: 'BANK-BULK-0009' },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(body(twice).msg).toBe('银行流水号 BANK-BULK-0009 填写了多次，每笔到账须有自己的流水号');
    const service = await operatorCookie(t, 'service');
    const denied = await bulk([{ id: d.id, amount: d.due, bank_serial: 'BANK-BULK-0010' }], service);
    expect(denied.statusCode).toBe(403);
    expect(await serials()).toEqual(before);
    expect(await statusOf(d.orderId)).toBe('awaiting_transfer');
  });
});
