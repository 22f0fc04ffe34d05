import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createJobRunner } from '../../lib/jobs';
import { createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import type { RefundProvider } from '../payment/provider';
import { createSandboxProvider } from '../payment/sandbox.provider';
import { creditClient } from './credit.fixtures';
import { ONLINE_REFUND_JOB, onlineRefundJob } from './refund-outbox';
import { SANDBOX_KEY, refundClient } from './refund.fixtures';

describe(describeName('online refunds leave the transaction through the outbox'), () => {
  let t: TestApp;
  let c: ReturnType<typeof creditClient>;
  let r: ReturnType<typeof refundClient>;
  let buyer: string;
  let goods: PickedGoods[];
  const sandbox = createSandboxProvider({ key: SANDBOX_KEY, publicBase: '' });
  beforeAll(async () => {
    // The app's own runner is off: each test drives the job with the gateway it needs.
    t = await createTestApp({ PAYMENT_SANDBOX_KEY: SANDBOX_KEY, JOBS_POLL_MS: '0' });
    c = creditClient(t);
    r = refundClient(t);
    buyer = await signIn(t.app, 'pharmacy');
    goods = await pickGoods(t.deps.database.db, 3, sql`g.min_qty = 1 AND g.mid_pack = 1`, 40);
  });
  afterAll(() => t.close());
  const db = () => t.deps.database.db;
  const rowOf = async (orderId: number) =>
    (
      await queryRows<{ status: string; reference: string; failure: string; refund_no: string }>(
        db(),
        sql`SELECT status, reference, failure, refund_no FROM order_refunds WHERE order_id = ${orderId}`,
      )
    )[0];
  /** Runs the due refund jobs once with this gateway. */
  const runJobs = async (gateway: RefundProvider) => {
    const runner = createJobRunner(db(), { pollMs: 0, leaseMs: 5_000, retryMs: 60_000 });
    runner.handle(ONLINE_REFUND_JOB, onlineRefundJob(db(), gateway));
    await runner.tick();
    await runner.idle();
  };
  const refundedOnline = async (k: number) => {
    const o = await c.place(buyer, goods[k]!.id, 2);
    await r.payOnline(buyer, o.id, o.payableFen);
    await r.deliver(buyer, o.id);
    const a = await r.returnGoods(buyer, o.id, true);
    expect((await r.refund(a)).code).toBe(10000);
    return o.id;
  };

  it('the refund commits without the gateway; a gateway that is down leaves it pending; the retry sends it once', async () => {
    const orderId = await refundedOnline(0);
    const row = (await rowOf(orderId))!;
    expect(row).toMatchObject({ status: 'pending', reference: '' });
    // The seed has online refunds of its own in the outbox: count only this order's attempts.
    let calls = 0;
    const down: RefundProvider = {
      name: 'sandbox',
      refund: (input) => {
        if (input.refundNo === row.refund_no) calls += 1;
        return Promise.reject(new Error('connect ETIMEDOUT'));
      },
    };
    await runJobs(down);
    expect(calls).toBe(1);
    expect((await rowOf(orderId))?.status).toBe('pending');

    // The gateway refunded on an attempt that crashed before we recorded it: the retry with the
    // same refund number gets that refund back, not a second one. Only this refund's job is made
    // due again; the seed's stay in their backoff.
    await db().execute(
      sql`UPDATE jobs SET next_at = now() WHERE kind = ${ONLINE_REFUND_JOB} AND payload->>'refundId' =
            (SELECT id::text FROM order_refunds WHERE order_id = ${orderId})`,
    );
    let sent = 0;
    const counting: RefundProvider = {
      name: 'sandbox',
      refund: (input) => {
        sent += 1;
        expect(input.refundNo).toBe(row.refund_no);
        return sandbox.refund(input);
      },
    };
    await runJobs(counting);
    const done = await rowOf(orderId);
    expect(done?.status).toBe('done');
    expect(done?.reference).toMatch(/^SBXR[0-9A-F]{24}$/);
    expect(sent).toBe(1);
    // Nothing left to send: another pass calls nobody.
    await runJobs(counting);
    expect(sent).toBe(1);
    const n = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM order_refunds WHERE order_id = ${orderId}`,
    );
    expect(n[0]?.n).toBe(1);
  });

  it('a gateway that refuses marks the refund failed with its reason', async () => {
    const orderId = await refundedOnline(1);
    await runJobs({ name: 'sandbox', refund: () => Promise.resolve({ ok: false, message: '交易已关闭' }) });
    expect(await rowOf(orderId)).toMatchObject({ status: 'failed', failure: '交易已关闭', reference: '' });
    const [job] = await queryRows<{ state: string }>(
      db(),
      sql`SELECT state FROM jobs WHERE kind = ${ONLINE_REFUND_JOB} AND payload->>'refundId' =
            (SELECT id::text FROM order_refunds WHERE order_id = ${orderId})`,
    );
    expect(job?.state).toBe('failed');
  });
});
