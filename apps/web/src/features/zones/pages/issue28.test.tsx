import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DrawRecord, PromoGoods } from '@shop/shared';
import { goodsCard } from '../../goods/testing';
import { renderGoods } from '../../goods/testing';
import ControlledPage from './ControlledPage';
import DrawRecordsPage from './DrawRecordsPage';
import PointsOrdersPage from './PointsOrdersPage';
import { TemplateZonePage } from './TemplateZonePage';
import { BrandGoodsPage } from './ZoneListPages';

const tile: PromoGoods = {
  id: 31,
  name: '清热解毒口服液',
  sccj: '扬子江药业集团有限公司',
  ypgg: '10ml*10支',
  bzdw: '盒',
  image: '',
  base_price: '18.50',
  stock: 120,
  min_qty: 1,
  mid_pack: 1,
  can_buy: true,
  buy_block_reason: null,
  price_hidden_reason: null,
};

describe('issue 28 zone and member pages', () => {
  it('/ppzq/info/{id}/{page} opens that page of the brand’s goods', async () => {
    const seen = renderGoods(
      <BrandGoodsPage />,
      (key) =>
        key === 'GET /common/config'
          ? { rnss: [], nav: [], category: [], brand: [{ id: 5, name: '同仁堂' }], timestamp: 1 }
          : key.startsWith('GET /focus/')
            ? []
            : { list: [goodsCard()], total: 60, page: 2, size: 20, facets: null },
      { path: '/ppzq/info/5/2', route: '/ppzq/info/:id/:page?' },
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ppzq/info/5?page=2'));
    await waitFor(() =>
      expect(seen.filter((c) => c.url === '/goods/list').at(-1)?.params).toMatchObject({
        brand: '5',
        page: '2',
      }),
    );
  });

  it('/kxzq/goods/{url}/{ads} asks /focus/kxzq_ad for those ads only', async () => {
    const seen = renderGoods(
      <ControlledPage />,
      (key) =>
        key === 'GET /focus/kxzq_ad'
          ? [{ id: 15, image: '/a.svg', url: '/kxzq/new', title: '控销新品 区域独家' }]
          : key === 'GET /kxzq'
            ? { list: [], total: 0, page: 1 }
            : [],
      { path: '/kxzq/goods/abc/15,12', route: '/kxzq/goods/:url/:ads' },
    );
    expect(await screen.findByRole('img', { name: '控销新品 区域独家' })).toBeTruthy();
    expect(seen.find((c) => c.url === '/focus/kxzq_ad')?.params).toEqual({ ids: '15,12' });
  });

  it('/jfdd is drawn in the order centre frame, 去积分商城 in the page column beside the side nav', async () => {
    renderGoods(<PointsOrdersPage />, () => ({ list: [], total: 0, page: 1 }), {
      path: '/jfdd',
      route: '/jfdd',
    });
    const nav = await screen.findByRole('navigation', { name: '会员中心导航' });
    expect(within(nav).getByRole('link', { name: '积分订单' }).getAttribute('aria-current')).toBe('page');
    const shop = screen.getByRole('link', { name: '去积分商城' });
    expect(nav.contains(shop)).toBe(false);
    expect(nav.parentElement?.contains(shop)).toBe(true);
  });

  it('/yyh/list has the zone’s banner and each activity’s goods, like the other zones', async () => {
    renderGoods(<TemplateZonePage template="yyh" list />, (key) =>
      key === 'GET /zone/yyh'
        ? [{ id: 5, title: '药优惠 · 品牌特卖', subtitle: '精选品牌 会员专享价', banner_image: '' }]
        : key === 'GET /zone/yyh/5'
          ? {
              id: 5,
              title: '药优惠 · 品牌特卖',
              subtitle: '精选品牌 会员专享价',
              banner_image: '',
              template: 'yyh',
              theme: '#9e1068',
              sections: [{ title: '清热解毒', goods: [tile] }],
            }
          : [],
    );
    expect(await screen.findByRole('region', { name: '药优惠' })).toBeTruthy();
    expect(await screen.findByText('清热解毒口服液')).toBeTruthy();
    expect(screen.getByRole('region', { name: '清热解毒' })).toBeTruthy();
  });

  it('the draw records page shows each prize, its time and what became of it', async () => {
    const rec = (over: Partial<DrawRecord>): DrawRecord => ({
      id: 1,
      draw_title: '年终感恩季 幸运大抽奖',
      buyer: '杭州康健大药房有限公司',
      name: '500积分',
      remarks: '',
      is_win: true,
      kind: 'points',
      outcome: '500积分已到账',
      created_at: '2026-11-20T02:30:00.000Z',
      ...over,
    });
    renderGoods(
      <DrawRecordsPage />,
      () => [
        rec({ id: 3, name: '满300减30优惠券', kind: 'coupon', outcome: '已用于订单YS2026112010' }),
        rec({ id: 2 }),
        rec({ id: 1, name: '谢谢参与', is_win: false, kind: 'none', outcome: '未中奖' }),
      ],
      { path: '/user/cjjl', route: '/user/cjjl' },
    );
    const row = (await screen.findByText('500积分已到账')).closest('tr')!;
    expect(within(row).getByText('中奖')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '查看' }).getAttribute('href')).toBe('/wdqb/jfgl');
    expect(
      within(row).getByText(new Date('2026-11-20T02:30:00.000Z').toLocaleString('zh-CN', { hour12: false })),
    );
    expect(screen.getByText('已用于订单YS2026112010')).toBeTruthy();
    expect(screen.getAllByText('未中奖').length).toBe(2);
    expect(
      within(screen.getByRole('navigation', { name: '会员中心导航' })).getByRole('link', {
        name: '抽奖记录',
      }),
    ).toBeTruthy();
  });
});
