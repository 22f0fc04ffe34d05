/**
 * Serves index.html for /, /search, /list/info/:id, /login and a visitor's /cart with their first
 * screen in it (first-screen.markup.ts). Its data comes from the app's own API through `inject`, as a visitor
 * asks it: the same answers, caches and rules the browser's first calls meet a moment later. Any
 * other page, a failed call or an older build without the marks gets index.html as it is.
 */
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGN_IN_HINT_COOKIE } from '../auth/session.cookie';
import { ApiCode, type Envelope, type FocusAd, type GoodsDetail, type GoodsPage } from '@shop/shared';
import {
  cardsMarkup,
  detailMarkup,
  heroMarkup,
  loginMarkup,
  LOGIN_FRAME,
  MARK,
  preloadImage,
  topAdMarkup,
  type FirstScreen,
} from './first-screen.markup';

/** The list size the storefront asks for (apps/web features/goods/lib/filters.ts PAGE_SIZE). */
const LIST_SIZE = '20';

async function firstScreen(app: FastifyInstance, opts: { root: string }) {
  const file = path.join(opts.root, 'index.html');
  let cached = { mtimeMs: -1, html: '' };
  // Read again only after a rebuild, as @fastify/static serves the rest of the build.
  const template = async () => {
    const { mtimeMs } = await stat(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
  // The page never fails for its first screen: any failed call leaves that part out.
  const call = async <T>(url: string): Promise<T | null> => {
    try {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) return null;
      const body = res.json<Envelope<T>>();
      return body.code === ApiCode.OK ? body.data : null;
    } catch (err) {
      app.log.warn({ err, url }, 'first screen call failed');
      return null;
    }
  };
  const send = async (reply: FastifyReply, screen: FirstScreen) => {
    let html = await template();
    for (const [slot, mark] of Object.entries(MARK))
      html = html.replace(mark, screen[slot as keyof FirstScreen] ?? '');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.get('/', async (_request, reply) => {
    const [top, carousel] = await Promise.all([
      call<FocusAd[]>('/api/focus/top'),
      call<FocusAd[]>('/api/focus'),
    ]);
    const slide = carousel?.[0];
    return send(reply, {
      head: preloadImage(slide?.image ?? top?.[0]?.image),
      top: topAdMarkup(top?.[0]),
      main: heroMarkup(slide),
    });
  });
  // The cart is for signed-in buyers: a browser without the sign-in hint cookie is sent on to
  // /login?redirect=/cart before the cart draws (the storefront's AppLayout), so it gets that page.
  const loginPage = async (reply: FastifyReply, url: string) => {
    const ad = (await call<FocusAd[]>('/api/focus/login'))?.[0];
    return send(reply, { head: preloadImage(ad?.image), top: LOGIN_FRAME, main: loginMarkup(ad, url) });
  };
  const signedIn = (request: FastifyRequest) => request.cookies[SIGN_IN_HINT_COOKIE] === '1';
  app.get('/login', async (request, reply) => loginPage(reply, request.url));
  app.get('/cart', async (request, reply) =>
    signedIn(request) ? send(reply, {}) : loginPage(reply, `/login?redirect=${encodeURIComponent('/cart')}`),
  );
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    '/search',
    async (request, reply) => {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(request.query))
        if (typeof v === 'string' && v !== '') query.set(k, v);
      query.set('size', LIST_SIZE);
      const page = await call<GoodsPage>(`/api/goods/list?${query.toString()}`);
      const list = page?.list ?? [];
      return send(reply, { head: preloadImage(list[0]?.goods_image[0]), main: cardsMarkup(list) });
    },
  );
  app.get<{ Params: { id: string } }>('/list/info/:id', async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? request.params.id : null;
    const goods = id ? await call<GoodsDetail>(`/api/goods/detail/${id}`) : null;
    if (!goods) return send(reply, {});
    return send(reply, { head: preloadImage(goods.goods_image[0]), main: detailMarkup(goods) });
  });
}

export default fp(firstScreen, { name: 'first-screen' });
