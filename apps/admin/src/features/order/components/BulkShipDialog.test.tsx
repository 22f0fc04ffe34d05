import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { AdminOrderRow } from '@shop/shared';
import { BulkActions } from '../../../components/BulkActions';
import { BulkShipDialog } from './BulkShipDialog';

const row = (id: number, order_no: string, buyer_company: string): AdminOrderRow => ({
  id,
  order_no,
  buyer_id: id,
  buyer_company,
  buyer_username: 'kangjian',
  consignee: '张丽华',
  region: '浙江省 杭州市 西湖区',
  kind: 'normal',
  pay_type: 'offline',
  pay_type_text: '对公转账',
  status: 'picking',
  status_text: '拣货中',
  goods_count: 3,
  payable: '1280.00',
  created_at: '2026-11-26T02:00:00.000Z',
});
const rows = [
  row(11, 'D20261126000011', '杭州康健大药房有限公司'),
  row(12, 'D20261126000012', '宁波仁爱医药连锁有限公司'),
];

const sent: unknown[] = [];
afterEach(() => {
  sent.length = 0;
  vi.unstubAllGlobals();
});

function renderBar(onDone: (done: number[]) => void) {
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(init?.body as string));
      const data = { done: [11], refused: [{ id: 12, reason: '订单已发货，不能发货' }] };
      return Promise.resolve(
        new Response(JSON.stringify({ code: 10000, msg: '已处理 1 条，1 条未处理', data }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  render(
    <App>
      <BulkActions
        selected={[11, 12]}
        actions={[{ key: 'ship', label: '批量发货', dialog: (p) => <BulkShipDialog {...p} rows={rows} /> }]}
        onDone={onDone}
        rowName={(id) => `订单 ${rows.find((r) => r.id === id)?.order_no}`}
      />
    </App>,
  );
}

describe('bulk ship from the orders table', () => {
  it('asks each chosen order for its tracking no. and names the order the server refused', async () => {
    const onDone = vi.fn();
    renderBar(onDone);
    fireEvent.click(screen.getByRole('button', { name: '批量发货' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('批量发货（2 条）')).toBeTruthy();
    expect(within(dialog).getByText('D20261126000011')).toBeTruthy();
    expect(within(dialog).getByText('宁波仁爱医药连锁有限公司')).toBeTruthy();

    // Nothing is sent while a row lacks its tracking no.
    fireEvent.click(within(dialog).getByRole('button', { name: /确认发货/ }));
    expect((await within(dialog).findAllByText('请填写运单号')).length).toBe(2);
    expect(sent).toEqual([]);

    const inputs = within(dialog).getAllByPlaceholderText('6-32位字母或数字');
    fireEvent.change(inputs[0]!, { target: { value: 'SF7000000001' } });
    fireEvent.change(inputs[1]!, { target: { value: 'SF7000000002' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认发货/ }));

    expect(await screen.findByText('订单 D20261126000012：订单已发货，不能发货')).toBeTruthy();
    expect(sent).toEqual([
      {
        items: [
          { id: 11, company: '顺丰速运', tracking_no: 'SF7000000001' },
          { id: 12, company: '顺丰速运', tracking_no: 'SF7000000002' },
        ],
      },
    ]);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith([11]));
  });
});
