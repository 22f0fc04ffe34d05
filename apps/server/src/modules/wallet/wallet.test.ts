import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

interface Page<T> {
  list: T[];
  total: number;
}

describe(describeName('wallet: balance, money log, coupons'), () => {
  let t: TestApp;
  let pharmacy: string;
  beforeAll(async () => {
    t = await createTestApp();
    pharmacy = await signIn(t.app, 'pharmacy');
  });
  afterAll(() => t.close());
  const get = async <T>(url: string) => body<T>(await t.app.inject({ url, headers: { cookie: pharmacy } }));

  it('balance and a money log whose last entry ends at the balance', async () => {
    const money = (await get<{ balance: string }>('/api/user/user_money')).data;
    const log = (await get<Page<{ balance_after: string; use_type: number }>>('/api/user/user_money_log'))
      .data;
    expect(log.total).toBeGreaterThan(0);
    expect(log.list[0]?.balance_after).toBe(money.balance);
    const pays = (await get<Page<{ use_type: number }>>('/api/user/user_money_log?use_type=2')).data;
    expect(pays.list.every((l) => l.use_type === 2)).toBe(true);
    const none = (
      await get<Page<unknown>>('/api/user/user_money_log?start_time=2000-01-01&end_time=2000-01-02')
    ).data;
    expect(none.total).toBe(0);
  });

  it('coupons by type and status, with counts', async () => {
    const num = (await get<{ unused: number; expired: number; voucher: number }>('/api/user/couponNum')).data;
    expect(num.unused).toBeGreaterThan(0);
    expect(num.expired).toBeGreaterThan(0);
    const vouchers = (await get<Page<{ kind: string }>>('/api/user/coupon?type=2&status=1')).data;
    expect(vouchers.total).toBe(num.voucher);
    expect(vouchers.list.every((v) => v.kind === 'voucher')).toBe(true);
    const expired = (await get<Page<{ status_text: string }>>('/api/user/coupon?status=3')).data;
    expect(expired.list[0]?.status_text).toBe('已过期');
    const available = (await get<Page<unknown>>('/api/user/availableCoupon')).data;
    expect(available.total).toBe(num.unused);
  });

  it('needs a signed-in buyer', async () => {
    expect((await t.app.inject({ url: '/api/user/user_money' })).statusCode).toBe(401);
  });
});
