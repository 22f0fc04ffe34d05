import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderShell } from '../../test/render';
import type { MenuNode as MenuItem, NavNode as NavItem } from '@shop/shared';
import { CartButton } from './CartButton';
import { CategoryMenu } from './CategoryMenu';
import { TopBar } from './TopBar';
import { TopNav } from './TopNav';
import { MemberSideNav } from '../../features/member/components/MemberSideNav';
import { ZoneEntries } from '../../features/shell/components/home/ZoneEntries';
import { routeEntries } from '../../app/routes';
import { forgetSignIn, rememberSignIn } from '../../features/shell/signInHint';

describe('top bar', () => {
  it('shows the company name and 安全退出 when signed in', () => {
    renderShell(<TopBar />, {
      base: {
        show: true,
        company: '杭州康健大药房有限公司',
        admin: { name: '王敏', phone: '13800001234', is_default: 0 },
      },
    });
    expect(screen.getByText('杭州康健大药房有限公司')).toBeTruthy();
    expect(screen.getByRole('button', { name: '安全退出' })).toBeTruthy();
    expect(screen.queryByText('请登录')).toBeNull();
    expect(screen.getByText(/专属客服/).textContent).toContain('王敏 13800001234');
  });

  it('shows 请登录 and 免费注册 to a visitor, and no account manager', () => {
    renderShell(<TopBar />);
    expect(screen.getByRole('link', { name: '请登录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '免费注册' })).toBeTruthy();
    expect(screen.queryByText('安全退出')).toBeNull();
    expect(screen.queryByText(/专属客服/)).toBeNull();
  });

  it('on pages that skip base info (member centre), neither invites to sign in nor names a buyer', () => {
    renderShell(<TopBar />, { base: { show: false } });
    expect(screen.getByText('欢迎来到康源医药网！')).toBeTruthy();
    expect(screen.queryByText('请登录')).toBeNull();
    expect(screen.queryByText('安全退出')).toBeNull();
  });

  it('on the member centre a signed-in buyer still sees the company (from /user/zizhi) and 安全退出', async () => {
    rememberSignIn();
    try {
      renderShell(<TopBar />, {
        base: { show: false },
        path: '/user',
        responses: { '/user/zizhi': { company: { name: '杭州康健大药房有限公司' } } },
      });
      expect(await screen.findByText('杭州康健大药房有限公司')).toBeTruthy();
      expect(screen.getByRole('button', { name: '安全退出' })).toBeTruthy();
      expect(screen.queryByText('请登录')).toBeNull();
    } finally {
      forgetSignIn();
    }
  });

  it('hides the default contact in the top bar (no 专属客服 prefix for is_default 1)', () => {
    renderShell(<TopBar />, {
      base: { show: true, company: '某诊所', admin: { name: '客服部', phone: '400', is_default: 1 } },
    });
    expect(screen.queryByText(/专属客服/)).toBeNull();
  });
});

describe('one name per thing (issue 28)', () => {
  it('the top bar’s inspection link is called 药检报告, as the member side nav calls the page', () => {
    renderShell(
      <>
        <TopBar />
        <MemberSideNav />
      </>,
      {
        base: {
          show: true,
          company: '杭州康健大药房有限公司',
          quality_inspection: { quality_inspection_url: '', msg: '按批号查询' },
        },
      },
    );
    expect(screen.getByRole('button', { name: '药检报告' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '药检报告' })).toBeTruthy();
    expect(screen.queryByText('质检报告')).toBeNull();
  });

  it('the welfare zone is 全场9.4折 on the home entry and as the page title', () => {
    renderShell(<ZoneEntries />);
    expect(screen.getByRole('link', { name: /全场9\.4折/ }).getAttribute('href')).toBe('/welfare');
    expect(routeEntries.find((e) => e.path === '/welfare')?.title).toBe('全场9.4折');
  });
});

describe('cart badge', () => {
  it('shows the count up to 99', () => {
    renderShell(<CartButton count={12} />);
    expect(screen.getByRole('link').textContent).toContain('12');
  });
  it('caps at 99+', () => {
    renderShell(<CartButton count={150} />);
    expect(screen.getByRole('link').textContent).toContain('99+');
    expect(screen.getByRole('link').textContent).not.toContain('150');
  });
});

const menu = (n: number): MenuItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `分类${i + 1}`,
    logo1: '',
    children: [{ id: 100 + i, name: `子类${i + 1}`, logo1: '', children: [] }],
  }));

describe('category menu', () => {
  it('shows exactly the first 7 first-level categories', () => {
    renderShell(<CategoryMenu items={menu(12)} zone="category" open />);
    const list = screen.getByRole('list', { name: '商品分类' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).queryByText('分类8')).toBeNull();
  });

  it('links to the goods list by category, with zy=2 in the self-operated zone', () => {
    renderShell(<CategoryMenu items={menu(2)} zone="category_zy" open />);
    expect(screen.getByRole('link', { name: '分类1' }).getAttribute('href')).toBe('/list?select=1&zy=2');
  });

  it('stays closed off the home page until hovered', () => {
    renderShell(<CategoryMenu items={menu(3)} zone="category" open={false} />);
    expect(screen.queryByRole('list', { name: '商品分类' })).toBeNull();
  });
});

describe('top nav', () => {
  it('shows at most 9 entries', () => {
    const items: NavItem[] = Array.from({ length: 12 }, (_, i) => ({
      id: i,
      name: `导航${i}`,
      url: `/n${i}`,
      image: '',
      is_open: false,
      children: [],
    }));
    renderShell(<TopNav items={items} />);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
  });
});
