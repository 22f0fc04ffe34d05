import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CustomerPanel } from './CustomerPanel';

describe('chat desk side panel', () => {
  it('shows the company, the account manager, recent orders and open cases, each linked', () => {
    render(
      <MemoryRouter>
        <CustomerPanel
          data={{
            user_id: 7,
            username: 'kangjian',
            name: '张丽华',
            phone: '13800138001',
            company: '杭州康健大药房有限公司',
            region: '浙江省 杭州市 西湖区',
            is_passed: true,
            manager: { name: '王建华', phone: '13905710021' },
            recent_orders: [
              {
                id: 31,
                order_no: 'D20261126001',
                status_text: '待发货',
                payable: '1280.00',
                created_at: '2026-11-26T02:00:00Z',
              },
            ],
            open_cases: [
              {
                kind: 'aftersale',
                title: '售后 订单 D20261120008',
                status_text: '待审核',
                created_at: '2026-11-20T02:00:00Z',
                to: '/aftersales/5',
              },
            ],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '杭州康健大药房有限公司' }).getAttribute('href')).toBe(
      '/buyers/7',
    );
    expect(screen.getByText('王建华 13905710021')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'D20261126001' }).getAttribute('href')).toBe('/orders/31');
    expect(screen.getByRole('link', { name: '售后 订单 D20261120008' }).getAttribute('href')).toBe(
      '/aftersales/5',
    );
  });

  it('says when the customer has no orders and nothing open', () => {
    render(
      <MemoryRouter>
        <CustomerPanel
          data={{
            user_id: 8,
            username: 'renai',
            name: '陈仁爱',
            phone: '13800138002',
            company: '仁爱诊所',
            region: '浙江省 宁波市',
            is_passed: false,
            manager: null,
            recent_orders: [],
            open_cases: [],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('未分配')).toBeTruthy();
    expect(screen.getByText('暂无订单')).toBeTruthy();
    expect(screen.getByText('没有未结事项')).toBeTruthy();
  });
});
