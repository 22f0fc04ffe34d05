import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'pharmacy');
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string) => body<T>(await t.app.inject({ url, headers: { cookie } })).data;
type Page<T> = { list: T[]; total: number };

describe(describeName('demo buyer kangjian: no empty self-service page on a first visit (issue 28)'), () => {
  it('has favourites, wanted varieties (one listed as goods) and feedback with the shop’s replies', async () => {
    expect((await get<Page<{ id: number }>>('/api/favorite?page=1')).total).toBeGreaterThanOrEqual(5);
    const wantedList =
      await get<Page<{ status: string; reply: string | null; goods_id: number | null }>>(
        '/api/user/wanted?page=1',
      );
    expect(new Set(wantedList.list.map((w) => w.status))).toEqual(new Set(['pending', 'answered', 'listed']));
    expect(wantedList.list.find((w) => w.status === 'listed')?.goods_id).toEqual(expect.any(Number));
    const feedback = await get<Page<{ reply: string | null; content: string }>>('/api/user/feedback?page=1');
    expect(feedback.total).toBe(3);
    expect(feedback.list.filter((f) => f.reply).length).toBe(2);
  });

  it('has after-sales cases in three states, the refunded one back through the gateway it was paid by', async () => {
    const cases = await get<Page<{ status: string }>>('/api/aftersale?page=1');
    expect(cases.list.map((c) => c.status).sort()).toEqual(['approved', 'pending', 'refunded']);
    // The returned order was paid by 微信支付: its refund goes back there, not to the balance (ADR 008).
    const log = await get<Page<{ use_type: number }>>('/api/user/user_money_log?page=1&use_type=3');
    expect(log.total).toBe(0);
    const refunds = await queryRows<{ method: string }>(
      t.deps.database.db,
      sql`SELECT f.method FROM order_refunds f JOIN users u ON u.id = f.user_id WHERE u.username = 'kangjian'`,
    );
    expect(refunds).toEqual([{ method: 'online' }]);
  });

  it('has two months of 满额返现 on /hb, and every balance-log line follows from the one before', async () => {
    const hb = await get<{ records: { remark: string; amount: string }[] }>('/api/cashback');
    expect(hb.records.length).toBe(2);
    for (const r of hb.records)
      expect(r.remark).toMatch(/^\d{4}-\d{2}月满额返现：当月收货¥[\d.]+，返现比例\d%$/);
    const log = await get<Page<{ amount: string; balance_after: string; created_at: string }>>(
      '/api/user/user_money_log?page=1&page_size=100',
    );
    const lines = log.list.toSorted((a, b) => a.created_at.localeCompare(b.created_at));
    const fen = (y: string) => Math.round(Number(y) * 100);
    for (let i = 1; i < lines.length; i++)
      expect(fen(lines[i]!.balance_after), lines[i]!.created_at).toBe(
        fen(lines[i - 1]!.balance_after) + fen(lines[i]!.amount),
      );
    const { balance } = await get<{ balance: string }>('/api/user/user_money');
    expect(lines.at(-1)?.balance_after).toBe(balance);
  });

  it('calls the welfare zone 全场9.4折 in the nav, as its page does', async () => {
    const config = await get<{ nav: { name: string; url: string }[] }>('/api/common/config');
    expect(config.nav.find((n) => n.url === '/welfare')?.name).toBe('全场9.4折');
  });
});
