import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The server's first screen (lib/first-screen.tsx) is read from #root before React's first render
 * clears it, and drawn in place of a loading state only on the URL it was made for.
 */

type FirstScreenComponent = typeof import('./first-screen').FirstScreen;

/** Loads the module on `url` with `root` as the server's #root, then clears it as React's first render does. */
async function loadOn(url: string, root: string): Promise<FirstScreenComponent> {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root"><div class="ky-boot"></div>${root}</div>`;
  vi.resetModules();
  const { FirstScreen } = await import('./first-screen');
  document.body.innerHTML = '';
  return FirstScreen;
}
describe('FirstScreen', () => {
  let FirstScreen: FirstScreenComponent;

  beforeAll(async () => {
    FirstScreen = await loadOn(
      '/list/info/7?is_jxq=1',
      '<div data-first-screen="main" class="ky-boot-detail"><img src="/static/goods/7.svg" alt="布洛芬缓释胶囊"><h1>布洛芬缓释胶囊</h1></div>',
    );
  });

  const at = (url: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <FirstScreen slot="main" fallback={<p>加载中...</p>} />
        <FirstScreen slot="top" fallback={<p>广告加载中</p>} />
      </MemoryRouter>,
    );

  it('draws the page it was made for again, after the container was cleared', () => {
    at('/list/info/7?is_jxq=1');
    expect(screen.getByRole('heading', { name: '布洛芬缓释胶囊' }).tagName).toBe('H1');
    expect(screen.getByRole('img', { name: '布洛芬缓释胶囊' }).getAttribute('src')).toBe(
      '/static/goods/7.svg',
    );
    expect(screen.queryByText('加载中...')).toBeNull();
    // No top banner came with this page: that slot keeps its own loading state.
    expect(screen.getByText('广告加载中').tagName).toBe('P');
  });

  it('shows the loading state on any other URL', () => {
    at('/list/info/8');
    expect(screen.queryByRole('heading', { name: '布洛芬缓释胶囊' })).toBeNull();
    expect(screen.getByText('加载中...').tagName).toBe('P');
  });
});

describe('FirstScreen on the home page', () => {
  let FirstScreen: FirstScreenComponent;

  beforeAll(async () => {
    FirstScreen = await loadOn(
      '/',
      '<div data-first-screen="main" class="ky-boot-hero"><span class="ky-boot-menu"></span>' +
        '<div data-first-screen="banner"><img src="/static/ads/focus-1.webp" alt="999感冒灵冬季备货"></div></div>',
    );
  });

  it("draws the carousel's first slide on its own, for the carousel while its ads load", () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <div data-testid="carousel">
          <FirstScreen slot="banner" fallback={<p>轮播加载中</p>} />
        </div>
      </MemoryRouter>,
    );
    const carousel = screen.getByTestId('carousel');
    expect(screen.getByRole('img', { name: '999感冒灵冬季备货' }).getAttribute('src')).toBe(
      '/static/ads/focus-1.webp',
    );
    // The slide alone: not the whole hero with the menu's column around it.
    expect(carousel.querySelector('.ky-boot-menu')).toBeNull();
    expect(screen.queryByText('轮播加载中')).toBeNull();
  });
});

describe('FirstScreen made for another URL', () => {
  let FirstScreen: FirstScreenComponent;

  beforeAll(async () => {
    // A visitor's /cart: the server sent the login page's stage, which the storefront draws after it
    // sends the visitor on to /login?redirect=%2Fcart.
    FirstScreen = await loadOn(
      '/cart',
      '<div data-first-screen="main" data-url="/login?redirect=%2Fcart" class="ky-login-stage">' +
        '<div data-first-screen="pitch"><img src="/static/ads/login-1.webp" alt="正品药品 一站采购"></div></div>',
    );
  });

  const at = (url: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <FirstScreen slot="pitch" fallback={<p>广告加载中</p>} />
      </MemoryRouter>,
    );

  it('draws it on the URL it names, not on the page it came with', () => {
    at('/login?redirect=%2Fcart');
    expect(screen.getByRole('img', { name: '正品药品 一站采购' }).getAttribute('src')).toBe(
      '/static/ads/login-1.webp',
    );
  });

  it('keeps the loading state on the page it came with', () => {
    at('/cart');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('广告加载中').tagName).toBe('P');
  });
});
