import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JybgList } from '@shop/shared';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const list = async (query: string, cookie: string) =>
  body<JybgList>(await get(`/api/jybg/filter${query}`, cookie)).data;

describe(describeName('jybg: inspection reports of bought lots'), () => {
  it('lists the lots of the buyer’s own orders with their reports, filtered by name, batch and maker', async () => {
    const pharmacy = await signIn(t.app, 'pharmacy');
    const all = await list('?page_size=100', pharmacy);
    expect(all.total).toBeGreaterThan(0);
    const first = all.list[0];
    expect(first?.report_url).toMatch(/^\/static\/reports\/\d+\.svg$/);
    expect(first?.bought_number).toBeGreaterThan(0);

    const byBatch = await list(`?batch_no=${encodeURIComponent(first?.batch_no ?? '')}`, pharmacy);
    expect(byBatch.list.map((r) => r.batch_no)).toContain(first?.batch_no);
    expect(byBatch.list.every((r) => r.batch_no.includes(first?.batch_no ?? ''))).toBe(true);
    const byName = await list(`?goods_name=${encodeURIComponent(first?.goods_name ?? '')}`, pharmacy);
    expect(byName.list.some((r) => r.lot_id === first?.lot_id)).toBe(true);
    const bySccj = await list(`?sccj=${encodeURIComponent(first?.sccj ?? '')}`, pharmacy);
    expect(bySccj.list.every((r) => r.sccj.includes(first?.sccj ?? ''))).toBe(true);
    expect((await list('?batch_no=%25', pharmacy)).total).toBe(0);
  });

  it('another buyer never sees them; a visitor is sent to sign in; bad filters are a 422', async () => {
    const pharmacy = await signIn(t.app, 'pharmacy');
    const mine = await list('?page_size=100', pharmacy);
    expect(mine.total).toBeGreaterThan(0);
    // The demo clinic has bought none of those lots: it sees none of the pharmacy's reports.
    const clinic = await signIn(t.app, 'clinic');
    expect(await list('?page_size=100', clinic)).toMatchObject({ total: 0, list: [] });
    expect((await get('/api/jybg/filter', '')).statusCode).toBe(401);
    const bad = await get(`/api/jybg/filter?goods_name=${'药'.repeat(41)}`, pharmacy);
    expect([bad.statusCode, body(bad).msg]).toEqual([422, '商品名称过长']);
  });
});
