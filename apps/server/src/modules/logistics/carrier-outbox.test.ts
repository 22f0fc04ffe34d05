import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createJobRunner } from '../../lib/jobs';
import { createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { CARRIER_JOB, carrierRegistration, queueCarrierRegistration } from './carrier-outbox';
import type { LogisticsProvider, Shipment } from './logistics.provider';
import { sandboxLogisticsProvider } from './sandbox.provider';

const parcel = (trackingNo: string): Shipment => ({
  orderNo: 'D20261126000001',
  company: '顺丰速运',
  trackingNo,
  shippedAt: new Date('2026-11-26T02:00:00Z'),
  to: { city: '宁波市', district: '鄞州区', consignee: '陈仁爱' },
});

/** A carrier that is down for its first `downFor` calls, then takes every waybill. */
function flakyCarrier(downFor: number) {
  const calls: Shipment[] = [];
  const provider: LogisticsProvider = {
    ...sandboxLogisticsProvider,
    register(s) {
      calls.push(s);
      return calls.length <= downFor ? Promise.reject(new Error('承运商接口超时')) : Promise.resolve();
    },
  };
  return { provider, calls };
}

describe(describeName('carrier registration through the outbox'), () => {
  let t: TestApp;
  const job = async (trackingNo: string) =>
    (
      await queryRows<{ state: string; attempts: number; last_error: string; due: boolean }>(
        t.deps.database.db,
        sql`SELECT state, attempts, last_error, next_at IS NOT NULL AS due FROM jobs
             WHERE kind = ${CARRIER_JOB} AND payload->>'trackingNo' = ${trackingNo}`,
      )
    )[0];

  // The app's own runner stays off, so only the runner built in each test takes these jobs.
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    // The demo seed ships an order; its waybill is not this test's to count.
    await t.deps.database.db.execute(sql`UPDATE jobs SET next_at = NULL WHERE kind = ${CARRIER_JOB}`);
  });
  afterAll(() => t.close());

  it('leaves only with the commit: a rolled-back shipment sends no waybill', async () => {
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await queueCarrierRegistration(tx, parcel('SF0000000001'));
        throw new Error('发货失败');
      }),
    ).rejects.toThrow('发货失败');
    expect(await job('SF0000000001')).toBeUndefined();
  });

  it('is retried after the carrier fails and delivered once it answers', async () => {
    const db = t.deps.database.db;
    const carrier = flakyCarrier(1);
    const runner = createJobRunner(db, { pollMs: 0, leaseMs: 60_000, retryMs: 60_000 });
    runner.handle(CARRIER_JOB, carrierRegistration(carrier.provider));
    await db.transaction((tx) => queueCarrierRegistration(tx, parcel('SF0000000002')));

    await runner.tick();
    await runner.idle();
    // The first call failed: the job waits for its backoff with the carrier's error noted.
    expect(await job('SF0000000002')).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: '承运商接口超时',
      due: true,
    });
    expect(await runner.tick()).toBe(0); // not due again before its backoff

    await db.execute(sql`UPDATE jobs SET next_at = now() WHERE payload->>'trackingNo' = 'SF0000000002'`);
    await runner.tick();
    await runner.idle();
    expect(await job('SF0000000002')).toMatchObject({ state: 'done', attempts: 2, due: false });
    expect(carrier.calls.map((c) => c.trackingNo)).toEqual(['SF0000000002', 'SF0000000002']);
    expect(carrier.calls[1]!.shippedAt.toISOString()).toBe('2026-11-26T02:00:00.000Z');
  });

  it('gives up after the last attempt and marks the job failed', async () => {
    const db = t.deps.database.db;
    const carrier = flakyCarrier(99);
    const runner = createJobRunner(db, { pollMs: 0, leaseMs: 60_000, maxAttempts: 2, retryMs: 1 });
    runner.handle(CARRIER_JOB, carrierRegistration(carrier.provider));
    await db.transaction((tx) => queueCarrierRegistration(tx, parcel('SF0000000003')));
    for (let i = 0; i < 2; i++) {
      await db.execute(sql`UPDATE jobs SET next_at = now() WHERE payload->>'trackingNo' = 'SF0000000003'`);
      await runner.tick();
      await runner.idle();
    }
    expect(await job('SF0000000003')).toMatchObject({ state: 'failed', attempts: 2, due: false });
    expect(carrier.calls).toHaveLength(2);
  });
});
