import { useState } from 'react';
import { Table } from 'antd';
import { Link } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { usePointsLog } from '../api/pointsLog';

type Row = NonNullable<ReturnType<typeof usePointsLog>['data']>['list'][number];

/** /wdqb/jfgl 我的积分: the balance and every change (订单赠送, 积分兑换, 抽奖获得...). */
export default function PointsLogPage() {
  const [page, setPage] = useState(1);
  const { data, isPending } = usePointsLog(page);
  return (
    <MemberFrame>
      <Panel
        title="我的积分"
        extra={
          <span>
            <Link to="/jfsc">去积分商城</Link> · <Link to="/order_jfdd">积分订单</Link>
          </span>
        }
      >
        <p className="ky-points-balance">
          当前积分：<b>{data?.points ?? '—'}</b>{' '}
          <span className="ky-muted">确认收货后按实付金额每1元赠送1积分</span>
        </p>
        <Table<Row>
          size="small"
          rowKey="id"
          loading={isPending}
          dataSource={data?.list ?? []}
          locale={{ emptyText: '暂无积分记录' }}
          pagination={{
            current: page,
            pageSize: 20,
            total: data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: '时间',
              dataIndex: 'created_at',
              render: (v: string) => new Date(v).toLocaleString('zh-CN'),
            },
            { title: '类型', dataIndex: 'reason_text' },
            {
              title: '积分变动',
              dataIndex: 'delta',
              render: (v: number) => (
                <b style={{ color: v > 0 ? '#b3191f' : '#389e0d' }}>{v > 0 ? `+${v}` : v}</b>
              ),
            },
            { title: '积分余额', dataIndex: 'balance_after' },
            { title: '说明', dataIndex: 'remark' },
          ]}
        />
      </Panel>
    </MemberFrame>
  );
}
