import { useState } from 'react';
import { Button, Popconfirm, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { PointsOrder } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { GoodsImage } from '../../goods';
import { useConfirmPointsOrder, usePointsOrders } from '../api/points';
import { detailPath } from '../components/PromoTile';
import { message } from '../../../lib/feedback';

const STATUS_COLOR: Record<PointsOrder['status'], string> = {
  paid: 'orange',
  shipped: 'blue',
  done: 'green',
  cancelled: 'default',
};

/** /order_jfdd (alias /jfdd) 积分订单: exchanges from the points mall, shipped like other orders. */
export default function PointsOrdersPage() {
  const [page, setPage] = useState(1);
  const { data, isPending } = usePointsOrders(page);
  const confirm = useConfirmPointsOrder();
  // In the order centre's frame like the other order pages (side nav on the left), so the
  // 去积分商城 link sits in the page's column, clear of the floating ad at the window's edge.
  return (
    <MemberFrame>
      <Panel title="积分订单" extra={<Link to="/jfsc">去积分商城</Link>}>
        <Table<PointsOrder>
          size="small"
          rowKey="id"
          loading={isPending}
          dataSource={data?.list ?? []}
          locale={{ emptyText: '还没有积分订单，去积分商城看看吧' }}
          pagination={{
            current: page,
            pageSize: 10,
            total: data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: '商品',
              render: (_v, o) => (
                <Link to={detailPath(o.goods_id)} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <GoodsImage images={o.image ? [o.image] : []} name={o.goods_name} size={48} />
                  <span>
                    {o.goods_name}
                    <br />
                    <small className="ky-muted">订单号 {o.order_no}</small>
                  </span>
                </Link>
              ),
            },
            { title: '数量', dataIndex: 'number', width: 60 },
            {
              title: '消耗',
              width: 140,
              render: (_v, o) => (o.cash === '0.00' ? `${o.points}积分` : `${o.points}积分+¥${o.cash}`),
            },
            { title: '收货信息', dataIndex: 'address', width: 260 },
            {
              title: '状态',
              width: 160,
              render: (_v, o) => (
                <>
                  <Tag color={STATUS_COLOR[o.status]}>{o.status_text}</Tag>
                  {o.logistics && <div className="ky-muted">{o.logistics}</div>}
                </>
              ),
            },
            {
              title: '兑换时间',
              dataIndex: 'created_at',
              width: 150,
              render: (v: string) => v.slice(0, 16).replace('T', ' '),
            },
            {
              title: '操作',
              width: 100,
              render: (_v, o) =>
                o.status === 'shipped' ? (
                  <Popconfirm
                    title="确认已收到货品？"
                    okText="确认收货"
                    cancelText="取消"
                    onConfirm={() => confirm.mutate(o.id, { onSuccess: () => message.success('已确认收货') })}
                  >
                    <Button size="small" type="primary">
                      确认收货
                    </Button>
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      </Panel>
    </MemberFrame>
  );
}
