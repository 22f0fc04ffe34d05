import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { goodsCard } from '../../goods/testing';
import { renderGoods } from '../../goods/testing';
import BrandZonePage from './BrandZonePage';
import {
  BrandGoodsPage,
  DevicesPage,
  FreeShippingCardPage,
  FreeShippingTablePage,
  HerbalPiecesPage,
  NearExpiryPage,
} from './ZoneListPages';

const config = {
  rnss: [],
  nav: [],
  category: [],
  category_zyyp: [
    { id: 1, name: '中西成药', children: [{ id: 10, name: '中成药' }] },
    { id: 700, name: '中药饮片', children: [{ id: 701, name: '根茎类' }] },
  ],
  category_qxzq: [{ id: 800, name: '医疗器械' }],
  brand: [
    { id: 1, name: '999', logo: '/uploads/brand/999.png' },
    { id: 5, name: '同仁堂' },
  ],
  timestamp: 1_700_000_000,
};

const page = { list: [goodsCard()], total: 1, page: 1, size: 20, facets: null };

function show(ui: ReactElement, opts?: { path: string; route: string }) {
  return renderGoods(
    ui,
    (key) => {
      if (key === 'GET /common/config') return config;
      if (key.startsWith('GET /focus/')) return [];
      return page;
    },
    opts,
  );
}

async function listCall(seen: ReturnType<typeof show>) {
  await waitFor(() => expect(screen.getAllByText('阿莫西林胶囊').length).toBeGreaterThan(0));
  const calls = seen.filter((c) => c.url === '/goods/list');
  expect(calls.length).toBeGreaterThan(0);
  return calls[calls.length - 1]?.params as Record<string, unknown>;
}

describe('zone pages', () => {
  it('/jxqzc always sends near_expiry=1 and the checkbox cannot clear it', async () => {
    const seen = show(<NearExpiryPage />);
    expect(await listCall(seen)).toMatchObject({ near_expiry: '1' });
    expect(screen.getByRole('heading', { name: '近效期专场' })).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: '近效期' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it('/yx sends free_shipping=1 and switches views inside the zone', async () => {
    const seen = show(<FreeShippingCardPage />, { path: '/yx?sort=sales', route: '/yx' });
    expect(await listCall(seen)).toMatchObject({ free_shipping: '1', sort: 'sales' });
    expect(screen.getByRole('link', { name: /列表/ }).getAttribute('href')).toBe('/yx/table?sort=sales');
  });

  it('/yx/table sends free_shipping=1', async () => {
    const seen = show(<FreeShippingTablePage />, { path: '/yx/table', route: '/yx/table' });
    expect(await listCall(seen)).toMatchObject({ free_shipping: '1' });
  });

  it('/zyyp uses the herbal tree root as select, overriding the URL', async () => {
    const herbal = show(<HerbalPiecesPage />, { path: '/zyyp?select=3', route: '/zyyp' });
    expect(await listCall(herbal)).toMatchObject({ select: '700' });
  });

  it('/qxzq uses the devices tree root as select', async () => {
    const seen = show(<DevicesPage />);
    expect(await listCall(seen)).toMatchObject({ select: '800' });
  });

  it('/ppzq shows every brand linking to /ppzq/info/:id', async () => {
    show(<BrandZonePage />);
    const link = await screen.findByRole('link', { name: /同仁堂/ });
    expect(link.getAttribute('href')).toBe('/ppzq/info/5');
    expect(screen.getByRole('img', { name: '999' }).closest('a')?.getAttribute('href')).toBe('/ppzq/info/1');
  });

  it('/ppzq/info/:id sends brand=<id> and names the brand', async () => {
    const seen = show(<BrandGoodsPage />, { path: '/ppzq/info/5', route: '/ppzq/info/:id' });
    const params = await listCall(seen);
    expect(params).toMatchObject({ brand: '5' });
    expect(params.select).toBeUndefined();
    await waitFor(() => expect(screen.getByRole('heading', { name: '同仁堂 品牌专区' })).toBeTruthy());
  });
});
