/**
 * Issue 14, defects 11, 13, 14 and 17: the scheme of the cross-site check, caching of the storefront
 * and of API answers, HEAD on deep links, and envelopes for errors fastify and Node answer themselves.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../test/test-app';

/** A real socket: inject() bypasses Node's HTTP parser, which is what answers 400/431. */
function rawRequest(port: number, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = new Socket();
    socket.connect(port, '127.0.0.1', () => socket.write(head));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [first = '', rest = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(first.split(' ')[1]), body: rest });
    });
  });
}

describe(describeName('HTTP edges: origin scheme, caching, HEAD, framework errors'), () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><script src="/assets/app-3f9a1c.js"></script>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
    // What the build's precompress step writes beside each script.
    writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js.br'), brotliCompressSync('console.log(1)'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    t = await createTestApp({ WEB_DIST: dist });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('an https Origin is cross-site for an http server on the same host and port', async () => {
    const cookie = await signIn(t.app, 'pharmacy');
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/favorite',
        headers: { cookie, origin, host: '127.0.0.1:4750' },
        payload: { goods_ids: '1' },
      });
    const https = await post('https://127.0.0.1:4750');
    expect(https.statusCode).toBe(403);
    expect(body(https).msg).toBe('跨站请求已被拒绝');
    expect((await post('http://127.0.0.1:4751')).statusCode).toBe(403);
    expect((await post('http://127.0.0.1:4750')).statusCode).toBe(200);
  });

  it('index.html and deep links are no-cache, hashed assets immutable, HEAD answers', async () => {
    for (const url of ['/', '/cart', '/list/info/12']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await t.app.inject({ method: 'HEAD', url: '/cart' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.body).toBe('');
  });

  it('a script is sent as the build compressed it, still immutable; unchanged without brotli', async () => {
    const url = '/assets/app-3f9a1c.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // The build manifest (source paths of every chunk) is not published.
    const manifest = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).not.toContain('src/main.tsx');
  });

  it('API answers are private, no-store unless the route says otherwise', async () => {
    const cookie = await signIn(t.app, 'pharmacy');
    for (const url of ['/api/user/base', '/api/cart/list', '/api/goods/list?keyword=感冒', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('undecodable paths, over-long ids and huge URLs get the envelope', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/order/%ff%fe' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad)).toMatchObject({ code: 422, msg: '请求地址不正确' });
    // Without the storefront's catch-all route, find-my-way itself refuses the over-long segment.
    const apiOnly = await createTestApp({}, t.testDb);
    const long = await apiOnly.app.inject({ method: 'GET', url: `/api/order/${'9'.repeat(500)}` });
    await apiOnly.close();
    expect(long.statusCode).toBe(422);
    expect(body(long)).toMatchObject({ code: 422, msg: '请求地址过长' });
    const longWithWeb = await t.app.inject({ method: 'GET', url: `/api/order/${'9'.repeat(500)}` });
    expect(body(longWithWeb)).toMatchObject({ code: 404, msg: '接口不存在' });

    const huge = await rawRequest(
      port,
      `GET /api/order/1?x=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toMatchObject({ code: 422, msg: '请求头或地址过长', data: null });
    const garbage = await rawRequest(port, 'BLAH\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toMatchObject({ code: 422, data: null });
    await new Promise<void>((resolve) =>
      http.get({ port, path: '/api/health' }, (r) => r.resume().on('end', resolve)),
    );
  });

  it('a POST with no body at all gets the first missing field by name, not a type error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login' });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toBe('请输入用户名或手机号');
  });

  it('a NUL anywhere in a query, path or body is a 422, whatever the route schema says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/goods/search?keywords=a%00b' });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toBe('输入内容包含非法字符');
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/cart/next_hint?goods_id=1&x=%00',
      headers: { cookie: await signIn(t.app, 'pharmacy') },
    });
    expect(next.statusCode).toBe(422);
  });
});
