import { Table, Tag } from 'antd';
import { HoverTip } from '../../../components/common/HoverTip';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { OrderListItem, OrderStatus } from '@shop/shared';
import { PAY_TYPE_TEXT } from '@shop/shared/contracts/enums';
import { detailLink } from '../lib/payLink';
import { OrderActions } from './OrderActions';
import { fmtTime } from '../lib/time';

export const STATUS_COLOR: Record<OrderStatus, string> = {
  unpaid: 'red',
  awaiting_transfer: 'orange',
  paid: 'blue',
  picking: 'geekblue',
  shipped: 'cyan',
  done: 'green',
  cancelled: 'default',
};

function Goods({ o }: { o: OrderListItem }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      {o.lines.map((l) => (
        <HoverTip key={l.goods_id} title={`${l.name} ${l.ypgg} ×${l.number}`}>
          <img
            src={l.image}
            alt={l.name}
            width={48}
            height={48}
            style={{ objectFit: 'contain', border: '1px solid #eee', background: '#fff' }}
          />
        </HoverTip>
      ))}
      <div style={{ minWidth: 0, marginLeft: 4, fontSize: 12, color: '#555' }}>
        <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 220 }}>
          {o.lines[0]?.name}
          {o.lines.length > 1 && ' 等'}
        </div>
        <div>共 {o.goods_count} 种商品</div>
      </div>
    </div>
  );
}

const columns: TableColumnsType<OrderListItem> = [
  {
    title: '订单信息',
    key: 'no',
    width: 210,
    render: (_v, o) => (
      <div style={{ fontSize: 12, lineHeight: 1.7 }}>
        <Link to={detailLink(o.id)} style={{ fontWeight: 600, fontSize: 13 }}>
          {o.order_no}
        </Link>
        {o.kind === 'ephedrine' && (
          <Tag color="volcano" style={{ marginLeft: 4 }}>
            含麻
          </Tag>
        )}
        <div style={{ color: '#888' }}>{fmtTime(o.created_at)}</div>
      </div>
    ),
  },
  { title: '商品', key: 'goods', render: (_v, o) => <Goods o={o} /> },
  {
    title: '订单金额',
    key: 'payable',
    width: 120,
    align: 'right',
    render: (_v, o) => (
      <div>
        <strong style={{ color: '#d4282d' }}>¥{o.payable}</strong>
        <div style={{ fontSize: 12, color: '#888' }}>{PAY_TYPE_TEXT[o.pay_type]}</div>
      </div>
    ),
  },
  {
    title: '状态',
    key: 'status',
    width: 100,
    align: 'center',
    render: (_v, o) => (
      <>
        <Tag color={STATUS_COLOR[o.status]}>{o.status_text}</Tag>
        {o.after_sale && (
          <div style={{ marginTop: 4, fontSize: 12 }}>
            <Link to={o.after_sale.path}>{o.after_sale.text}</Link>
          </div>
        )}
      </>
    ),
  },
  {
    title: '操作',
    key: 'actions',
    width: 170,
    render: (_v, o) => <OrderActions id={o.id} kind={o.kind} actions={o.actions} vertical />,
  },
];

export function OrderTable({ orders, loading }: { orders: OrderListItem[]; loading: boolean }) {
  return (
    <Table<OrderListItem>
      size="small"
      bordered
      rowKey="id"
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={false}
      locale={{ emptyText: '暂无相关订单' }}
    />
  );
}
