import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchPath } from 'react-router';
import { routeEntries } from '../../../app/routes';
import type { RouteEntry } from '../../../app/route-types';
import { MemberSideNav } from '../components/MemberSideNav';

const flatten = (entries: RouteEntry[]): RouteEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);
const tablePaths = flatten(routeEntries).flatMap((e) => [e.path, ...(e.aliases ?? [])]);
const inTable = (pathname: string) => tablePaths.some((p) => matchPath({ path: p, end: true }, pathname));

describe('member side nav', () => {
  it('links only to paths of the route table (none lands on /404)', () => {
    render(
      <MemoryRouter initialEntries={['/user']}>
        <MemberSideNav />
      </MemoryRouter>,
    );
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) expect(inTable(href.split('?')[0] ?? ''), href).toBe(true);
  });

  it('links every page of the member centre, 药检报告 and 门店管理 included', () => {
    render(
      <MemoryRouter initialEntries={['/user']}>
        <MemberSideNav />
      </MemoryRouter>,
    );
    expect(screen.queryAllByText((_, el) => el?.getAttribute('aria-disabled') === 'true')).toEqual([]);
    expect(inTable('/wdqb/jfgl')).toBe(true);
    for (const label of [
      '会员中心',
      '基本信息',
      '资质证件',
      '收货地址',
      '我的消息',
      '余额管理',
      '我的积分',
      '电子发票',
      '含麻黄碱订单',
      '药检报告',
      '门店管理',
      '优惠券',
      '现金券',
    ])
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
  });
});
