import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOnlineRefundRow } from '@shop/shared';
import { queryRows } from '../../db/query';
import { createJobRunner } from '../../lib/jobs';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import type { RefundProvider } from '../payment/provider';
import { createSandboxProvider } from '../payment/sandbox.provider';
import { creditClient } from './credit.fixtures';
import { ONLINE_REFUND_JOB, onlineRefundJob } from './refund-outbox';
import { SANDBOX_KEY, refundClient } from './refund.fixtures';

describe(describeName('finance: online refunds the gateway refused or keeps failing'), () => {
  let t: TestApp;
  let c: ReturnType<typeof creditClient>;
  let r: ReturnType<typeof refundClient>;
  let buyer: string;
  let finance: string;
  let goods: PickedGoods[];
  /** This suite's refunds (the seed's own online refund is in the outbox too). */
  const mine = { refused: 0, retrying: 0 };
  const sandbox = createSandboxProvider({ key: SANDBOX_KEY, publicBase: '' });
  /** Gateway calls per refund number, whichever gateway the pass used. */
  const calls = new Map<string, number>();
  const count = (refundNo: string) => calls.set(refundNo, (calls.get(refundNo) ?? 0) + 1);
  const refusing: RefundProvider = {
    name: 'sandbox',
    refund: (i) => (count(i.refundNo), Promise.resolve({ ok: false, message: '交易已关闭' })),
  };
  const down: RefundProvider = {
    name: 'sandbox',
    refund: (i) => (count(i.refundNo), Promise.reject(new Error('connect ETIMEDOUT'))),
  };
  const up: RefundProvider = { name: 'sandbox', refund: (i) => (count(i.refundNo), sandbox.refund(i)) };

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_KEY: SANDBOX_KEY, JOBS_POLL_MS: '0' });
    c = creditClient(t);
    r = refundClient(t);
    buyer = await signIn(t.app, 'pharmacy');
    finance = await operatorCookie(t, 'finance');
    goods = await pickGoods(t.deps.database.db, 4, sql`g.min_qty = 1 AND g.mid_pack = 1`, 40);
  });
  afterAll(() => t.close());
  const db = () => t.deps.database.db;
  const runJobs = async (gateway: RefundProvider) => {
    const runner = createJobRunner(db(), { pollMs: 0, leaseMs: 5_000, retryMs: 60_000 });
    runner.handle(ONLINE_REFUND_JOB, onlineRefundJob(db(), gateway));
    await runner.tick();
    await runner.idle();
  };
  const refundOf = async (orderId: number) =>
    (
      await queryRows<{ id: number; status: string; method: string; reference: string; refund_no: string }>(
        db(),
        sql`SELECT id, status, method, reference, refund_no FROM order_refunds WHERE order_id = ${orderId}`,
      )
    )[0]!;
  const refundedOnline = async (k: number, gateway: RefundProvider) => {
    const o = await c.place(buyer, goods[k]!.id, 2);
    await r.payOnline(buyer, o.id, o.payableFen);
    await r.deliver(buyer, o.id);
    expect((await r.refund(await r.returnGoods(buyer, o.id, true))).code).toBe(10000);
    await runJobs(gateway);
    return { orderId: o.id, ...(await refundOf(o.id)) };
  };
  const list = async () =>
    body<{ list: AdminOnlineRefundRow[] }>(await c.admin('GET', '/finance/refunds?page_size=100', finance))
      .data.list;
  const retry = (id: number, cookie = finance) => c.admin('POST', `/finance/refunds/${id}/retry`, cookie);
  const bank = (id: number, bank_serial: string) =>
    c.admin('POST', `/finance/refunds/${id}/bank`, finance, { bank_serial, note: '网关多次失败，线下转账' });
  const audits = (action: string, id: number) =>
    queryRows<{ summary: string }>(
      db(),
      sql`SELECT summary FROM audit_log WHERE action = ${action} AND target_id = ${String(id)}`,
    );

  it('lists a refused refund and a retrying one with order, buyer, ¥ amount, attempts, last error, next try', async () => {
    const refusedOne = await refundedOnline(0, refusing);
    const retrying = await refundedOnline(1, down);
    mine.refused = refusedOne.id;
    mine.retrying = retrying.id;
    const rows = await list();
    const a = rows.find((x) => x.id === refusedOne.id);
    const b = rows.find((x) => x.id === retrying.id);
    expect(a).toMatchObject({
      company: '杭州康健大药房有限公司',
      state: 'failed',
      state_text: '网关拒绝',
      attempts: 1,
      last_error: '交易已关闭',
      next_at: null,
    });
    expect(a?.amount).toMatch(/^\d+\.\d{2}$/);
    expect(b).toMatchObject({
      state: 'retrying',
      state_text: '重试中',
      attempts: 1,
      last_error: 'connect ETIMEDOUT',
    });
    expect(b?.next_at).not.toBeNull();
    expect(b?.order_no).toMatch(/\S/);
    // The demo's own: the head office's cancelled 微信支付 order, refused by the gateway.
    expect(rows.find((x) => x.company === '浙江益心堂医药连锁有限公司（总部）')).toMatchObject({
      state: 'failed',
      last_error: '原支付交易已关闭，支付平台拒绝退款（TRADE_CLOSED）',
    });
  });

  it('重试 sends the refused refund again under the same refund number, once; a repeat is refused', async () => {
    const row = (await list()).find((x) => x.id === mine.refused)!;
    const before = await refundOf(row.order_id);
    expect((await retry(row.id, await operatorCookie(t, 'warehouse'))).statusCode).toBe(403);
    const res = body<{ refund_no: string }>(await retry(row.id));
    expect(res.msg).toBe('已重新发送退款，稍后刷新查看结果');
    expect(res.data.refund_no).toBe(before.refund_no);
    expect(await audits('finance.refund_retry', row.id)).toHaveLength(1);
    calls.clear();
    await runJobs(up);
    expect(calls.get(before.refund_no)).toBe(1);
    expect(await refundOf(row.order_id)).toMatchObject({ status: 'done', method: 'online', id: before.id });
    expect((await list()).some((x) => x.id === row.id)).toBe(false);
    expect(body(await retry(row.id)).msg).toBe('该退款已完成，无需重试');
    expect(await audits('finance.refund_retry', row.id)).toHaveLength(1);
  });

  it('a bank refund instead settles it once: the job never reaches the gateway, nothing can pay it twice', async () => {
    const row = (await list()).find((x) => x.id === mine.retrying)!;
    const bad = await bank(row.id, '流水');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toBe('银行流水号应为4到40位字母、数字或短横线');

    // While a runner holds the job (the gateway may be answering), finance cannot record it.
    const jobOf = sql`kind = ${ONLINE_REFUND_JOB} AND payload->>'refundId' = ${String(row.id)}`;
    await db().execute(
      sql`UPDATE jobs SET lease_token = 'held', next_at = now() + interval '1 minute' WHERE ${jobOf}`,
    );
    expect(body(await bank(row.id, 'ICBC-RF-0001')).msg).toBe('该退款正在发送给支付平台，请稍后刷新再操作');
    expect((await refundOf(row.order_id)).method).toBe('online');
    await db().execute(sql`UPDATE jobs SET lease_token = NULL WHERE ${jobOf}`);

    const ok = body(await bank(row.id, 'ICBC-RF-0001'));
    expect(ok.msg).toBe('已登记银行退款');
    const settled = await refundOf(row.order_id);
    expect(settled).toMatchObject({ status: 'done', method: 'bank', reference: 'ICBC-RF-0001' });
    const [job] = await queryRows<{ state: string; next_at: Date | null }>(
      db(),
      sql`SELECT state, next_at FROM jobs WHERE ${jobOf}`,
    );
    expect(job).toMatchObject({ state: 'cancelled', next_at: null });
    expect(await audits('finance.refund_bank', row.id)).toHaveLength(1);

    // Even made due again by hand, the job finds it settled and calls nobody.
    await db().execute(sql`UPDATE jobs SET next_at = now() WHERE ${jobOf}`);
    calls.clear();
    await runJobs(up);
    expect(calls.get(settled.refund_no)).toBeUndefined();
    expect(body(await retry(row.id)).msg).toBe('该退款已完成，无需重试');
    expect(body(await bank(row.id, 'ICBC-RF-0002')).msg).toBe('该退款已完成，不能再登记银行退款');
    const all = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM order_refunds WHERE order_id = ${row.order_id}`,
    );
    expect(all[0]?.n).toBe(1);

    // One bank serial pays back one refund.
    const other = await refundedOnline(2, refusing);
    expect(body(await bank(other.id, 'ICBC-RF-0001')).msg).toBe('退款银行流水号 ICBC-RF-0001 已登记过');
    expect((await refundOf(other.orderId)).status).toBe('failed');
  });
});
