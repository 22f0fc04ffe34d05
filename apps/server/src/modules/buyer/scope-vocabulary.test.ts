/**
 * Issue 27: one 经营范围 vocabulary. A buyer registering with every scope the storefront offers finds
 * each of them offered and pre-ticked at approval (the back office's options are the same codes),
 * and keeps them all once approved.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRABLE_SCOPES, SCOPE_LABELS, type AdminBuyerDetail } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import { operatorCookie } from '../../../test/admin';
import { registrationFields, submitRegistration, verifiedPhone } from '../account/account.fixtures';

describe(describeName('经营范围: registration, approval and goods share one vocabulary'), () => {
  let t: TestApp;
  let quality = '';
  beforeAll(async () => {
    t = await createTestApp();
    quality = await operatorCookie(t, 'quality');
  });
  afterAll(() => t.close());

  it('a buyer registering with every scope gets them all pre-ticked at approval and keeps them', async () => {
    const ticket = await verifiedPhone(t, '13900002727');
    const res = await submitRegistration(t, ticket, {
      ...registrationFields('scopes'),
      business_scope: REGISTRABLE_SCOPES.join(','),
    });
    expect(body(res).code).toBe(10000);
    const [u] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM users WHERE username = 'xinkang_scopes'`,
    );
    const url = `/api/admin/buyers/${u!.id}`;
    const detail = async () =>
      body<AdminBuyerDetail>(await t.app.inject({ url, headers: { cookie: quality } })).data;
    const before = await detail();
    const asked = before.company.business_scope.map((s) => s.code);
    expect([...asked].sort()).toEqual([...REGISTRABLE_SCOPES].sort());
    // Pre-ticked: every scope asked for is one of the approval's options, named alike.
    const options = new Map(before.scope_options.map((o) => [o.code, o.name]));
    for (const s of before.company.business_scope) expect(options.get(s.code)).toBe(SCOPE_LABELS[s.code]);
    const approved = await t.app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: { cookie: quality },
      payload: { scope: asked, expiries: [] },
    });
    expect(body(approved).code).toBe(10000);
    const after = await detail();
    expect(after.company.business_scope.map((s) => s.code).sort()).toEqual([...asked].sort());
  });
});
