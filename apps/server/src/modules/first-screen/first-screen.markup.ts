/**
 * The first screen of the busiest storefront pages as plain HTML, put into index.html's #root where
 * the built page marks it (`<!--first-screen-->`): the goods photo and name of a detail page, the
 * first row of a search's results, the home page's top banner and carousel, the login page's ad.
 * They paint with the HTML instead of after the app's JavaScript, a page chunk and an API call; a
 * crawler reads them without a script.
 * React replaces them on its first render (createRoot clears the container): they are removed,
 * never moved, so they add no layout shift. Prices are left out: they depend on who asks.
 */
import type { FocusAd, GoodsCard, GoodsDetail } from '@shop/shared';
import { escapeHtml as esc } from '../../lib/html';

/**
 * Where index.html takes them: in the head (the photo's preload, fetched beside the style sheets so
 * it is there for the first paint), above the header frame (the top banner), below it (the page).
 */
export const MARK = {
  head: '<!--first-screen:head-->',
  top: '<!--first-screen:top-->',
  main: '<!--first-screen:main-->',
} as const;

export type FirstScreen = Partial<Record<keyof typeof MARK, string>>;

export const preloadImage = (src: string | undefined) =>
  src ? `<link rel="preload" as="image" href="${esc(src)}" fetchpriority="high">` : '';

const photo = (src: string | undefined, alt: string, size: number, priority: boolean) =>
  src
    ? `<img src="${esc(src)}" alt="${esc(alt)}" width="${size}" height="${size}"${priority ? ' fetchpriority="high"' : ''}>`
    : `<span class="ky-boot-nophoto" style="width:${size}px;height:${size}px"></span>`;

export function detailMarkup(g: Pick<GoodsDetail, 'name' | 'goods_image' | 'ypgg' | 'sccj' | 'approval_no'>) {
  const facts = [
    ['规格', g.ypgg],
    ['生产厂家', g.sccj],
    ['批准文号', g.approval_no],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `<p><span>${k}</span>${esc(v ?? '')}</p>`)
    .join('');
  return `<div data-first-screen="main" class="ky-container ky-boot-detail">${photo(g.goods_image[0], g.name, 360, true)}<div><h1>${esc(g.name)}</h1>${facts}</div></div>`;
}

/** The first row of results (five cards across the 1200px page). */
export function cardsMarkup(list: Array<Pick<GoodsCard, 'name' | 'goods_image' | 'ypgg' | 'sccj'>>) {
  if (list.length === 0) return '';
  const cards = list
    .slice(0, 5)
    .map(
      (g, i) =>
        `<li>${photo(g.goods_image[0], g.name, 200, i === 0)}<strong>${esc(g.name)}</strong><small>${esc(g.ypgg)}</small><small>${esc(g.sccj)}</small></li>`,
    )
    .join('');
  return `<ul data-first-screen="main" class="ky-container ky-boot-cards">${cards}</ul>`;
}

/** The top banner, above the header frame as the page draws it. */
export function topAdMarkup(ad: Pick<FocusAd, 'image' | 'title'> | undefined) {
  return ad
    ? `<div data-first-screen="top" class="ky-topad"><img src="${esc(ad.image)}" alt="${esc(ad.title || '活动广告')}" width="1200" height="80" fetchpriority="high"></div>`
    : '';
}

/**
 * The home page's hero under the header frame: the category list's column (its colour; the header
 * draws the list), the carousel's first slide (the page's largest paint) and the side column's room.
 * The slide is its own slot, drawn again by the carousel while its ads load.
 */
export function heroMarkup(ad: Pick<FocusAd, 'image' | 'title'> | undefined) {
  if (!ad) return '';
  const slide = `<div data-first-screen="banner"><img src="${esc(ad.image)}" alt="${esc(ad.title || '首页活动第1张')}" class="ky-home-banner-img" width="780" height="340" fetchpriority="high"></div>`;
  return `<div data-first-screen="main" class="ky-container ky-boot-hero"><span class="ky-boot-menu"></span>${slide}<span class="ky-boot-side"></span></div>`;
}

/**
 * The login page's stage: its ad (the page's largest paint; its own slot, drawn again while the
 * page's ad loads) and the form card's room. `url` is where the browser draws it: /login itself,
 * or the /login?redirect=… a page for signed-in buyers sends a visitor to.
 */
export function loginMarkup(ad: Pick<FocusAd, 'image' | 'title'> | undefined, url: string) {
  const pitch = ad
    ? `<div data-first-screen="pitch"><img src="${esc(ad.image)}" alt="${esc(ad.title || '登录页活动')}" class="ky-login-ad" width="600" height="400" fetchpriority="high"></div>`
    : '';
  return `<div data-first-screen="main" data-url="${esc(url)}" class="ky-login-stage"><div class="ky-container ky-login-inner"><div class="ky-login-pitch">${pitch}</div><div class="ky-login-card ky-boot-login-card"></div></div></div>`;
}

/** Marks the header frame after it as the login page's (its shorter head; layout.css). */
export const LOGIN_FRAME = '<i class="ky-boot-login-frame" hidden></i>';
