/** Issue 14, defect 10: the notify endpoint caps body size and refused senders; its log stays bounded. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { REFUSED_BODY_CHARS, REFUSED_PER_IP } from './notify.service';

describe(describeName('payment notify: bounded refused notifications'), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const stored = async () =>
    (
      await queryRows<{ rows: number; chars: number }>(
        t.deps.database.db,
        sql`SELECT count(*)::int AS rows, coalesce(sum(length(raw_body)), 0)::int AS chars
              FROM payment_notifications WHERE NOT verified`,
      )
    )[0]!;
  const send = (payload: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload,
    });
  const junk = (size: number, i: number) => JSON.stringify({ notify_id: `junk-${i}`, pad: 'x'.repeat(size) });

  it('100 unsigned 60 KB notifications store a bounded amount', async () => {
    const before = await stored();
    const codes = new Set<number>();
    for (let i = 0; i < 100; i++) codes.add((await send(junk(60 * 1024, i), '10.9.0.1')).statusCode);
    // Too large to be read at all (413, answered as 422 提交的内容过大).
    expect([...codes]).toEqual([422]);
    const after = await stored();
    // Before the bounds: 100 rows of 8,000 characters (800 KB).
    expect(after.chars - before.chars).toBeLessThanOrEqual(REFUSED_PER_IP.limit * REFUSED_BODY_CHARS);
    expect(after.rows).toBe(before.rows);
  });

  it('refused ones under the size cap are cut short, and a sender past the limit is turned away', async () => {
    const before = await stored();
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) codes.push((await send(junk(10 * 1024, i), '10.9.0.2')).statusCode);
    expect(codes.slice(0, REFUSED_PER_IP.limit).every((s) => s === 400)).toBe(true);
    expect(codes.slice(REFUSED_PER_IP.limit).every((s) => s === 429)).toBe(true);
    const after = await stored();
    expect(after.rows - before.rows).toBe(REFUSED_PER_IP.limit);
    expect(after.chars - before.chars).toBeLessThanOrEqual(REFUSED_PER_IP.limit * REFUSED_BODY_CHARS);
    // Another address is not affected by the first one's refusals.
    expect((await send(junk(10, 0), '10.9.0.3')).statusCode).toBe(400);
  });
});
