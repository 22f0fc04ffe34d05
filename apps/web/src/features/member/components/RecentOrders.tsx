import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { OrderListItem, OrderTab } from '@shop/shared';
import { ORDER_TAB_TEXT } from '@shop/shared/contracts/enums';
import { Panel } from '../../../components/common/Panel';
import { STATUS_COLOR } from '../../order';
import { detailLink } from '../../order';
import { fmtTime } from '../../order';
import { useRecentOrdersQuery } from '../api/recentOrders';

const TABS: OrderTab[] = ['unpaid', 'unshipped', 'shipped', 'done'];

const columns: TableColumnsType<OrderListItem> = [
  {
    title: '订单号',
    key: 'no',
    width: 196,
    render: (_v, o) => (
      <Link to={detailLink(o.id)} style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
        {o.order_no}
      </Link>
    ),
  },
  {
    title: '下单时间',
    key: 'at',
    width: 136,
    render: (_v, o) => <span style={{ fontSize: 12 }}>{fmtTime(o.created_at).slice(0, 16)}</span>,
  },
  {
    title: '商品',
    key: 'goods',
    ellipsis: true,
    render: (_v, o) => `${o.lines[0]?.name ?? ''}${o.goods_count > 1 ? ` 等${o.goods_count}种` : ''}`,
  },
  {
    title: '金额',
    key: 'payable',
    width: 84,
    align: 'right',
    render: (_v, o) => <span style={{ color: '#d4282d' }}>¥{o.payable}</span>,
  },
  {
    title: '状态',
    key: 'status',
    width: 88,
    align: 'center',
    render: (_v, o) => <Tag color={STATUS_COLOR[o.status]}>{o.status_text}</Tag>,
  },
];

/** 最近订单 with the count of each tab of the orders centre. */
export function RecentOrders() {
  const q = useRecentOrdersQuery();
  const counts = q.data?.counts;
  return (
    <Panel
      title="最近订单"
      extra={
        <span style={{ fontSize: 12 }}>
          {TABS.map((t) => (
            <Link key={t} to={`/order?status=${t}`} style={{ marginLeft: 14 }}>
              {ORDER_TAB_TEXT[t]}
              <b style={{ color: '#d4282d', marginLeft: 2 }}>{counts?.[t] ?? 0}</b>
            </Link>
          ))}
          <Link to="/order" style={{ marginLeft: 18 }}>
            全部订单 &gt;
          </Link>
        </span>
      }
    >
      <Table<OrderListItem>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isLoading}
        pagination={false}
        locale={{ emptyText: '暂无订单' }}
      />
    </Panel>
  );
}
