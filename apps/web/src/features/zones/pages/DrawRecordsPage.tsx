import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { DrawRecord } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { useMyDrawRecords } from '../api/draw';

/** Where the prize went, one click away: coupons to the wallet, points to the points log. */
function OutcomeLink({ r }: { r: DrawRecord }) {
  const to =
    r.kind === 'points'
      ? '/wdqb/jfgl'
      : r.kind === 'coupon'
        ? r.outcome.includes('现金券')
          ? '/wdqb/xjq'
          : '/wdqb/yhq'
        : null;
  return to && !r.outcome.startsWith('已用于') && !r.outcome.startsWith('已过期') ? (
    <>
      {r.outcome} <Link to={to}>查看</Link>
    </>
  ) : (
    <>{r.outcome}</>
  );
}

/**
 * /user/cjjl 抽奖记录 (issue 28): every draw of the buyer (GET /api/draw/record) with its prize,
 * time and what became of the prize, so the popup's close warning has somewhere to send a buyer.
 */
export default function DrawRecordsPage() {
  const { data, isPending } = useMyDrawRecords(true);
  return (
    <MemberFrame>
      <Panel title="抽奖记录" extra={<Link to="/">回首页抽奖</Link>}>
        <Table<DrawRecord>
          size="small"
          rowKey="id"
          loading={isPending}
          dataSource={data ?? []}
          locale={{ emptyText: '还没有抽奖记录，首页幸运抽奖每位会员可抽多次' }}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            {
              title: '抽奖时间',
              dataIndex: 'created_at',
              width: 170,
              render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }),
            },
            { title: '抽奖活动', dataIndex: 'draw_title' },
            {
              title: '奖品',
              dataIndex: 'name',
              render: (v: string, r) => (
                <>
                  <Tag color={r.is_win ? 'red' : 'default'}>{r.is_win ? '中奖' : '未中奖'}</Tag>
                  {v}
                </>
              ),
            },
            { title: '奖品去向', key: 'outcome', render: (_: unknown, r) => <OutcomeLink r={r} /> },
          ]}
        />
      </Panel>
    </MemberFrame>
  );
}
