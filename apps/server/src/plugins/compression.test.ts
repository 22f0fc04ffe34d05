import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query';
import { createTestApp, describeName, signIn, type TestApp } from '../../test/test-app';

interface Detail {
  data: { number: number };
}

/**
 * A warm goods page is compressed once per encoding and the bytes reused: what a browser receives
 * must still be exactly the answer of now, for each encoding, and follow a stock change.
 */
describe(describeName('compressed answers of kept goods pages'), () => {
  let t: TestApp;
  let cookie = '';
  let goodsId = 0;
  const get = (url: string, encoding?: string) =>
    t.app.inject({ url, headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
  const decoded = (res: Awaited<ReturnType<typeof get>>) => {
    const raw = res.rawPayload;
    const encoding = res.headers['content-encoding'];
    const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
    return text.toString('utf8');
  };

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, 'pharmacy');
    const [g] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM goods WHERE stock > 10 AND is_buy ORDER BY id LIMIT 1`,
    );
    goodsId = g!.id;
  });
  afterAll(() => t.close());

  it('sends each encoding the browser accepts, decoding to the plain answer', async () => {
    for (const url of [`/api/goods/detail/${goodsId}`, '/api/goods/list?page=1&size=20']) {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br', 'br'],
      ] as const) {
        const res = await get(url, accepted);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(decoded(res)).toBe(plain.body);
      }
    }
  });

  it('a stock change shows in the compressed answer too', async () => {
    const url = `/api/goods/detail/${goodsId}`;
    const before = JSON.parse(decoded(await get(url, 'br'))) as Detail;
    await t.deps.database.db.execute(sql`UPDATE goods SET stock = stock - 3 WHERE id = ${goodsId}`);
    await t.app.catalogue.sync();
    const after = JSON.parse(decoded(await get(url, 'br'))) as Detail;
    expect(after.data.number).toBe(before.data.number - 3);
  });

  it('other answers are still compressed on the fly', async () => {
    const res = await get('/api/docs/json', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toHaveProperty('openapi');
  });
});
