import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { fmtTime } from '../../order';
import type { MoneyLogItem } from '@shop/shared';

const TYPE_COLOR: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'orange', 4: 'purple', 5: 'red' };

const columns: TableColumnsType<MoneyLogItem> = [
  { title: '时间', key: 'at', width: 160, render: (_v, r) => fmtTime(r.created_at) },
  {
    title: '类型',
    key: 'type',
    width: 96,
    align: 'center',
    render: (_v, r) => <Tag color={TYPE_COLOR[r.use_type]}>{r.use_type_text}</Tag>,
  },
  {
    title: '金额(元)',
    key: 'amount',
    width: 120,
    align: 'right',
    render: (_v, r) => {
      const out = r.amount.startsWith('-');
      return <b style={{ color: out ? '#389e0d' : '#d4282d' }}>{out ? r.amount : `+${r.amount}`}</b>;
    },
  },
  { title: '余额(元)', dataIndex: 'balance_after', width: 110, align: 'right' },
  {
    title: '关联订单',
    key: 'order',
    width: 190,
    render: (_v, r) =>
      r.order_no ? <Link to={`/order?keyword=${encodeURIComponent(r.order_no)}`}>{r.order_no}</Link> : '—',
  },
  { title: '备注', dataIndex: 'remark', ellipsis: true },
];

/** One page of the balance log; order numbers are searchable on the orders centre. */
export function MoneyLogTable({ rows, loading }: { rows: MoneyLogItem[]; loading: boolean }) {
  return (
    <Table<MoneyLogItem>
      size="small"
      bordered
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: '暂无余额明细' }}
    />
  );
}
