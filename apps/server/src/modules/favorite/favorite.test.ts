import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

interface FavPage {
  list: { id: number; base_price: string | null }[];
  total: number;
}

describe(describeName('favorites'), () => {
  let t: TestApp;
  let pharmacy: string;
  let clinic: string;
  let ids: number[];
  // The demo pharmacy starts with a few seeded favourites (issue 28); these tests add others.
  let seeded: number;
  beforeAll(async () => {
    t = await createTestApp();
    pharmacy = await signIn(t.app, 'pharmacy');
    clinic = await signIn(t.app, 'clinic');
    const rows = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM goods WHERE id NOT IN (SELECT goods_id FROM favorites) ORDER BY id LIMIT 3`,
    );
    ids = rows.map((r) => r.id);
    seeded = (await mine(pharmacy)).total;
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const mine = async (cookie: string) =>
    body<FavPage>(await t.app.inject({ url: '/api/favorite?page=1', headers: { cookie } })).data;

  it('needs a signed-in buyer', async () => {
    const res = await post('/api/favorite', null, { goods_ids: String(ids[0]) });
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe(10001);
    expect((await t.app.inject({ url: '/api/favorite' })).statusCode).toBe(401);
  });

  it('adds from a comma string or an array, idempotently', async () => {
    const a = await post('/api/favorite', pharmacy, { goods_ids: `${ids[0]},${ids[1]}` });
    expect(body(a).msg).toBe('收藏成功');
    const b = await post('/api/favorite', pharmacy, { goods_ids: [ids[1], ids[2]] });
    expect(b.statusCode).toBe(200);
    await post('/api/favorite', pharmacy, { goods_ids: String(ids[0]) });
    const page = await mine(pharmacy);
    expect(page.total).toBe(seeded + 3);
    expect(new Set(page.list.map((g) => g.id).filter((id) => ids.includes(id)))).toEqual(new Set(ids));
    expect(page.list[0]?.base_price).not.toBeNull();
    const detail = await t.app.inject({ url: `/api/goods/detail/${ids[0]}`, headers: { cookie: pharmacy } });
    expect(body<{ is_favorite: boolean }>(detail).data.is_favorite).toBe(true);
  });

  it('refuses unknown goods with 422 and changes nothing', async () => {
    const res = await post('/api/favorite/cancel', pharmacy, { goods_ids: `${ids[0]},999999999` });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toContain('999999999');
    expect((await mine(pharmacy)).total).toBe(seeded + 3);
    const bad = await post('/api/favorite', pharmacy, { goods_ids: 'a,b' });
    expect(bad.statusCode).toBe(422);
    expect((await post('/api/favorite', pharmacy, {})).statusCode).toBe(422);
  });

  it("keeps each buyer's favourites apart", async () => {
    expect((await mine(clinic)).total).toBe(0);
    const res = await post('/api/favorite/cancel', clinic, { goods_ids: String(ids[0]) });
    expect(body(res).msg).toBe('取消收藏成功');
    expect((await mine(pharmacy)).total).toBe(seeded + 3);
  });

  it('cancels form-encoded as the browser sends it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/favorite/cancel',
      headers: { cookie: pharmacy, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `goods_ids=${ids[0]}%2C${ids[1]}`,
    });
    expect(body(res).msg).toBe('取消收藏成功');
    const page = await mine(pharmacy);
    expect(page.list.map((g) => g.id).filter((id) => ids.includes(id))).toEqual([ids[2]]);
    expect(page.total).toBe(seeded + 1);
  });
});
