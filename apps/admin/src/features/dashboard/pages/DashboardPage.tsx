import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components';
import { Badge, Col, Row, Skeleton } from 'antd';
import type { Dashboard } from '@shop/shared';
import { EChart, type EChartOption } from '../../../components/EChart';
import { useCan } from '../../../lib/session';
import { useDashboard } from '../api/useDashboard';
import { adminRoutes } from '../../../app/routes';

/** A to-do links only to a page that exists (several land later), never to a 404. */
const exists = (to: string) => adminRoutes.some((r) => `/${r.path}` === to.split('?')[0]);

const TODOS: { key: keyof Dashboard['todo']; label: string; to: string; permission: string }[] = [
  { key: 'qualifications', label: '待审核资质', to: '/buyers?verified=no', permission: 'buyer.review' },
  {
    key: 'transfers',
    label: '待确认转账',
    to: '/orders?status=awaiting_transfer',
    permission: 'order.confirm_transfer',
  },
  { key: 'to_ship', label: '待发货订单', to: '/orders?status=paid', permission: 'order.ship' },
  { key: 'returns', label: '待处理退货', to: '/service', permission: 'service.reply' },
  { key: 'low_stock', label: '低库存商品', to: '/dashboard', permission: 'goods.view' },
  { key: 'near_expiry_lots', label: '近效期批次', to: '/dashboard', permission: 'goods.view' },
];

function chartOf(d: Dashboard): EChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['销售额（元）', '订单数'] },
    grid: { left: 60, right: 50, top: 50, bottom: 30 },
    xAxis: { type: 'category', data: d.series.map((s) => s.day.slice(5)) },
    yAxis: [
      { type: 'value', name: '元' },
      { type: 'value', name: '单', minInterval: 1 },
    ],
    series: [
      {
        name: '销售额（元）',
        type: 'bar',
        data: d.series.map((s) => Number(s.sales)),
        itemStyle: { color: '#0b7a4b' },
      },
      { name: '订单数', type: 'line', yAxisIndex: 1, data: d.series.map((s) => s.orders) },
    ],
  };
}

export function DashboardPage() {
  const { data } = useDashboard();
  const can = useCan();
  const option = useMemo(() => (data ? chartOf(data) : null), [data]);
  if (!data || !option)
    return (
      <PageContainer title="工作台">
        <Skeleton active />
      </PageContainer>
    );
  const total30 = data.series.reduce((s, p) => s + Number(p.sales), 0);
  return (
    <PageContainer title="工作台" subTitle="今日数据与各部门待办">
      <StatisticCard.Group direction="row">
        <StatisticCard statistic={{ title: '今日订单', value: data.today.orders, suffix: '单' }} />
        <StatisticCard statistic={{ title: '今日销售额', value: data.today.sales, prefix: '¥' }} />
        <StatisticCard statistic={{ title: '今日下单客户', value: data.today.buyers, suffix: '家' }} />
        <StatisticCard statistic={{ title: '近30天销售额', value: total30.toFixed(2), prefix: '¥' }} />
      </StatisticCard.Group>
      <ProCard title="待办事项" style={{ marginTop: 16 }} gutter={12} wrap>
        <Row gutter={[12, 12]} style={{ width: '100%' }}>
          {TODOS.map((t) => (
            <Col span={4} key={t.key}>
              <ProCard variant="outlined" layout="center" style={{ textAlign: 'center' }}>
                <div
                  style={{ fontSize: 28, fontWeight: 600, color: data.todo[t.key] > 0 ? '#c9252b' : '#999' }}
                >
                  {data.todo[t.key]}
                </div>
                {can(t.permission) && exists(t.to) ? (
                  <Link to={t.to}>
                    <Badge status={data.todo[t.key] > 0 ? 'processing' : 'default'} text={t.label} />
                  </Link>
                ) : (
                  <Badge status={data.todo[t.key] > 0 ? 'warning' : 'default'} text={t.label} />
                )}
              </ProCard>
            </Col>
          ))}
        </Row>
      </ProCard>
      <ProCard title="近30天销售趋势" style={{ marginTop: 16 }}>
        <EChart option={option} />
      </ProCard>
    </PageContainer>
  );
}
