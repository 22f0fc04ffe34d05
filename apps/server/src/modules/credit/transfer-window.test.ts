/**
 * A bank transfer's countdown is the configured transfer window (days): the sweep leaves an
 * awaiting-transfer order alone before it, cancels it after it unless money or a voucher is in;
 * finance rejects a voucher with a reason the buyer reads, and the buyer uploads again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan, type Voucher } from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { sweepUnpaidOrders } from '../order/sweep';
import { readSettings } from '../site/settings';
import { creditClient, userIdOf } from './credit.fixtures';

const DAY = 86_400_000;

describe(describeName('transfer window and voucher rejection'), () => {
  let t: TestApp;
  let c: ReturnType<typeof creditClient>;
  let buyer: string;
  let finance: string;
  let goods: PickedGoods[];
  let windowDays: number;
  beforeAll(async () => {
    t = await createTestApp();
    c = creditClient(t);
    buyer = await signIn(t.app, 'pharmacy');
    finance = await operatorCookie(t, 'finance');
    goods = await pickGoods(t.deps.database.db, 4, sql`g.min_qty = 1 AND g.mid_pack = 1`, 20);
    windowDays = (await readSettings(t.deps.database.db, ['transfer_window'])).transfer_window.days;
  }, 120_000);
  afterAll(() => t.close());
  const db = () => t.deps.database.db;
  const orderOf = async (id: number) =>
    (
      await queryRows<{ status: string; deadline: string }>(
        db(),
        sql`SELECT status, pay_deadline AS deadline FROM orders WHERE id = ${id}`,
      )
    )[0]!;
  const transferOrder = async (k: number) => {
    const o = await c.place(buyer, goods[k]!.id, 1);
    expect(body(await c.pay(buyer, o.id, 'offline')).code).toBe(10000);
    return o;
  };

  it('the countdown is the window in days: not cancelled before it, cancelled after it', async () => {
    const chosenAt = Date.now();
    const o = await transferOrder(0);
    const deadline = new Date((await orderOf(o.id)).deadline).getTime();
    expect(deadline - chosenAt).toBeGreaterThanOrEqual(windowDays * DAY);
    expect(deadline - chosenAt).toBeLessThan(windowDays * DAY + 60_000);
    await sweepUnpaidOrders(db(), new Date(deadline - 3_600_000));
    expect((await orderOf(o.id)).status).toBe('awaiting_transfer');
    await sweepUnpaidOrders(db(), new Date(deadline + 60_000));
    expect((await orderOf(o.id)).status).toBe('cancelled');
  });

  it('a voucher waiting for finance keeps the order past the window; rejected, the buyer reads why and sends another', async () => {
    const o = await transferOrder(1);
    const v = await c.voucher(buyer, o.id, fenToYuan(o.payableFen));
    const deadline = new Date((await orderOf(o.id)).deadline).getTime();
    await sweepUnpaidOrders(db(), new Date(deadline + 60_000));
    expect((await orderOf(o.id)).status).toBe('awaiting_transfer');

    const reject = (id: number, reason: string) =>
      c.admin('POST', `/finance/vouchers/${id}/reject`, finance, { reason });
    expect((await reject(v.data.id, ' ')).statusCode).toBe(422);
    expect(body(await reject(v.data.id, '凭证金额与到账不符，请核对后重新上传')).code).toBe(10000);
    expect(body(await reject(v.data.id, '重复驳回')).msg).toBe('该凭证未通过，不能驳回');
    const [a] = await queryRows<{ summary: string }>(
      db(),
      sql`SELECT summary FROM audit_log WHERE action = 'finance.voucher_reject' AND target_id = ${String(v.data.id)}`,
    );
    expect(a?.summary).toContain('凭证金额与到账不符');
    const mine = body<Voucher[]>(
      await c.inject('GET', `/api/user/transfer_vouchers?order_id=${o.id}`, buyer),
    ).data;
    expect(mine[0]).toMatchObject({
      status: 'rejected',
      status_text: '未通过',
      reject_reason: '凭证金额与到账不符，请核对后重新上传',
    });
    const again = await c.voucher(buyer, o.id, fenToYuan(o.payableFen));
    expect(again.code).toBe(10000);
    const m = await c.confirm(again.data.id, fenToYuan(o.payableFen), `WIN-${o.id}`, finance);
    expect(m.code).toBe(10000);
    expect(body(await reject(again.data.id, '已确认的不能驳回')).msg).toBe('该凭证已确认到账，不能驳回');
    expect((await orderOf(o.id)).status).toBe('paid');
  });

  it('a cancelled order gives its coupon back while valid; an expired one stays used', async () => {
    const uid = await userIdOf(t, 'kangjian');
    const [coupon] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM coupons ORDER BY id LIMIT 1`);
    const couponRow = async (orderId: number, endsAt: Date) =>
      (
        await queryRows<{ id: number }>(
          db(),
          sql`INSERT INTO user_coupons (user_id, coupon_id, status, order_id, used_at, ends_at)
              VALUES (${uid}, ${coupon!.id}, 'used', ${orderId}, now(), ${endsAt.toISOString()}) RETURNING id`,
        )
      )[0]!.id;
    const valid = await transferOrder(2);
    const expired = await transferOrder(3);
    const kept = await couponRow(valid.id, new Date(Date.now() + 30 * DAY));
    const lapsed = await couponRow(expired.id, new Date(Date.now() - DAY));
    for (const o of [valid, expired])
      expect(
        body(await c.admin('POST', `/orders/${o.id}/cancel`, finance, { reason: '客户不要了' })).code,
      ).toBe(10000);
    const rows = await queryRows<{ id: number; status: string }>(
      db(),
      sql`SELECT id, status FROM user_coupons WHERE id IN (${kept}, ${lapsed}) ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: kept, status: 'unused' },
      { id: lapsed, status: 'used' },
    ]);
  });
});
