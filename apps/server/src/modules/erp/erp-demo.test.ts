/** The reference ERP's journey (npm run erp:demo) in CI: the generated client against the real shop over HTTP. */
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-db';
import { describeName } from '../../../test/test-app';
import { runJourney } from '../../../../../tools/erp-demo/src/journey';
import { startShop, type Shop } from '../../../../../tools/erp-demo/src/shop';

let testDb: TestDatabase | undefined;
let shop: Shop | undefined;
afterAll(async () => {
  await shop?.close();
  await testDb?.drop();
});

describe(describeName('reference ERP client'), () => {
  it('pushes a catalogue delta, sees it in the shop, receives the signed order.paid webhook, pulls the order, ships it', async () => {
    testDb = await openTestDatabase();
    shop = await startShop({ database: testDb.database });
    const lines: string[] = [];
    const r = await runJourney(shop, (line) => lines.push(line));
    expect(lines).toHaveLength(11);
    expect(lines[1]).toBe('1. 推送商品 / pushed goods: 新增 2，更新 0，未变 0');
    expect(r.shownPrice).toBe('11.80');
    expect(r.shownStock).toBe(200);
    expect(r.feedStatuses).toEqual(['unpaid', 'paid', 'picking', 'shipped']);
    expect(r.shippedStatus).toBe('shipped');
    // The ERP's endpoint got both events, each signed with the secret shown when it was registered.
    expect(r.webhooks).toEqual([
      { event: 'order.paid', verified: true },
      { event: 'order.shipped', verified: true },
    ]);
    // A whole journey (a fresh shop, eight steps over HTTP) on a busy CI machine.
  }, 180_000);
});
