/**
 * The storefront's index.html with its first screen in it: the goods photo and facts on a detail
 * page, the first row of a search's results, the home page's top banner and carousel slide, each with its photo
 * preloaded; as a visitor sees them (no prices), escaped, and the plain page when there is nothing.
 */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../db/query';

const TEMPLATE = (extra = '') =>
  `<!doctype html><html><head><meta charset="UTF-8" /><!--first-screen:head--><title>康源医药网</title></head>` +
  `<body><div id="root"><!--first-screen:top--><div class="ky-boot"></div><!--first-screen:main--></div>${extra}</body></html>`;

describe(describeName('first screen in the storefront page'), () => {
  let t: TestApp;
  let dist = '';
  let goods: { id: number; name: string; image: string; sccj: string };
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    expect(res.headers['cache-control'], url).toBe('no-cache');
    return res.body;
  };

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'shop-first-screen-'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE());
    t = await createTestApp({ WEB_DIST: dist });
    const [row] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM goods WHERE is_buy AND cardinality(images) > 0 ORDER BY id LIMIT 1`,
    );
    const res = await t.app.inject({ url: `/api/goods/detail/${row!.id}` });
    const g = res.json<{ data: { name: string; sccj: string; goods_image: string[] } }>().data;
    goods = { id: row!.id, name: g.name, sccj: g.sccj, image: g.goods_image[0]! };
  });
  afterAll(() => t.close());

  it('a detail page carries the goods photo (preloaded), name and facts, and no price', async () => {
    const html = await page(`/list/info/${goods.id}`);
    expect(html).toContain(`<link rel="preload" as="image" href="${goods.image}" fetchpriority="high">`);
    expect(html).toMatch(new RegExp(`data-first-screen="main"[^>]*><img src="${goods.image}"`));
    expect(html).toContain(`<h1>${goods.name}</h1>`);
    expect(html).toContain(goods.sccj);
    expect(html).not.toContain('¥');
    expect(html).not.toContain('<!--first-screen');
    // Inside #root, after the header frame, where React's first render will replace it.
    expect(html.indexOf('data-first-screen')).toBeGreaterThan(html.indexOf('class="ky-boot"'));
  });

  it('a name with markup in it is shown as text', async () => {
    await t.deps.database.db.execute(
      sql`UPDATE goods SET name = ${'<b>"阿莫西林"</b> & 胶囊'} WHERE id = ${goods.id}`,
    );
    await t.app.catalogue.sync();
    const html = await page(`/list/info/${goods.id}`);
    expect(html).toContain('&lt;b&gt;&quot;阿莫西林&quot;&lt;/b&gt; &amp; 胶囊');
    expect(html).not.toContain('<b>"阿莫西林"</b>');
    await t.deps.database.db.execute(sql`UPDATE goods SET name = ${goods.name} WHERE id = ${goods.id}`);
    await t.app.catalogue.sync();
  });

  it('a missing goods, or an id that is no id, gets the plain page', async () => {
    for (const url of ['/list/info/99999999', '/list/info/abc', '/list/info/1e3']) {
      const html = await page(url);
      expect(html, url).not.toContain('data-first-screen');
      expect(html, url).not.toContain('<!--first-screen');
    }
  });

  it("a search carries the first row of the results the browser's own call gets", async () => {
    const keyword = '阿莫西林';
    const api = await t.app.inject({ url: `/api/goods/list?keyword=${encodeURIComponent(keyword)}&size=20` });
    const names = api.json<{ data: { list: Array<{ name: string }> } }>().data.list.map((g) => g.name);
    expect(names.length).toBeGreaterThan(0);
    const html = await page(`/search?keyword=${encodeURIComponent(keyword)}`);
    const shown = [...html.matchAll(/<strong>([^<]*)<\/strong>/g)].map((m) => m[1]);
    expect(shown).toEqual(names.slice(0, 5));
    expect(html).toContain('<link rel="preload" as="image"');
    expect(await page(`/search?keyword=${encodeURIComponent('没有这种药zzz')}`)).not.toContain(
      'data-first-screen',
    );
  });

  it('the home page carries its top banner above the header frame, as a signed-in buyer too', async () => {
    const cookie = await signIn(t.app);
    const res = await t.app.inject({ url: '/', headers: { cookie } });
    const top = res.body.indexOf('data-first-screen="top"');
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(res.body.indexOf('class="ky-boot"'));
    expect(res.body).toMatch(
      /data-first-screen="top" class="ky-topad"><img src="\/static\/[^"]+" alt="[^"]+" width="1200" height="80"/,
    );
  });

  it("the home page carries the carousel's first slide below the header frame and preloads it", async () => {
    const carousel = (await t.app.inject({ url: '/api/focus' })).json<{
      data: Array<{ image: string; title: string }>;
    }>().data;
    expect(carousel.length).toBeGreaterThan(1);
    const body = await page('/');
    const main = body.indexOf('data-first-screen="main"');
    expect(main).toBeGreaterThan(body.indexOf('class="ky-boot"'));
    const slide = body.slice(body.indexOf('data-first-screen="banner"'));
    expect(slide).toMatch(new RegExp(`^data-first-screen="banner"><img src="${carousel[0]!.image}"`));
    // Only the first slide: the others load lazily under the carousel.
    expect(body).not.toContain(carousel[1]!.image);
    expect(body).toContain(
      `<link rel="preload" as="image" href="${carousel[0]!.image}" fetchpriority="high">`,
    );
  });

  it("gives /login and a visitor's /cart the login page's stage, drawn on the URL the visitor lands on", async () => {
    const ad = (await t.app.inject({ url: '/api/focus/login' })).json<{ data: Array<{ image: string }> }>()
      .data[0]!;
    const login = await page('/login?redirect=%2Forder');
    expect(login).toContain('data-url="/login?redirect=%2Forder" class="ky-login-stage"');
    expect(login).toMatch(new RegExp(`data-first-screen="pitch"><img src="${ad.image}"`));
    expect(login).toContain(`<link rel="preload" as="image" href="${ad.image}" fetchpriority="high">`);
    // The header frame is marked as the login page's shorter one.
    expect(login.indexOf('ky-boot-login-frame')).toBeLessThan(login.indexOf('class="ky-boot"'));

    // A visitor's cart sends them on to sign in: the stage is for that page, not the cart.
    const cart = await page('/cart');
    expect(cart).toContain('data-url="/login?redirect=%2Fcart" class="ky-login-stage"');
    // With the sign-in hint the storefront shows the cart itself: no login stage.
    const signedIn = await t.app.inject({ url: '/cart', headers: { cookie: 'ky_login=1' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).not.toContain('ky-login-stage');
    expect(signedIn.body).not.toContain('ky-boot-login-frame');
  });

  it('serves a rebuilt index.html without a restart', async () => {
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE('<p>rebuilt</p>'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    expect(await page(`/list/info/${goods.id}`)).toContain('<p>rebuilt</p>');
  });
});
